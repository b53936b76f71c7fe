import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A card processor on a real port, speaking the payout request of providers/uzcard-http.ts: it pays a payout id
 * once, answers a repeated id with the first result, and counts calls and payments per idempotency key; its
 * payoutStatus answers what it did with an id (paid, failed, or -2 for an id it never received). Cards
 * ending in 0113 are declined. Answers wait `delayMs`, so a server can be killed while calls are in flight.
 */
export class FakeProcessor {
  readonly calls = new Map<string, number>();
  /** How many times money was sent for a key: a correct client can never make it more than 1. */
  readonly payments = new Map<string, number>();
  private readonly declined = new Set<string>();
  /** Calls not answered yet, by the caller's serviceId (instances of a test can use different ones). */
  readonly waiting = new Map<string, number>();
  private server: Server | null = null;
  url = '';

  constructor(private readonly delayMs: number) {}

  get totalCalls(): number {
    return [...this.calls.values()].reduce((a, b) => a + b, 0);
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        const reply = (status: number, body: unknown) => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(body));
        };
        if (req.method === 'POST' && req.url === '/Payment/payoutStatus') {
          const { extraId } = JSON.parse(raw) as { extraId: string };
          if (this.payments.has(extraId)) return reply(200, { result: { status: 'paid', transferId: extraId } });
          if (this.declined.has(extraId)) return reply(200, { result: { status: 'failed', errorCode: -113 } });
          return reply(200, { error: { errorCode: -2 } });
        }
        if (req.method !== 'POST' || req.url !== '/Payment/payoutToCard')
          return reply(404, { error: { errorCode: -2 } });
        const key = String(req.headers['idempotency-key'] ?? '');
        const body = JSON.parse(raw) as { cardNumber: string; extraId: string; amount: number; serviceId: number };
        const caller = String(body.serviceId);
        if (!key || key !== body.extraId) return reply(400, { error: { errorCode: -100 } });
        this.calls.set(key, (this.calls.get(key) ?? 0) + 1);
        const declined = body.cardNumber.endsWith('0113');
        if (!declined && !this.payments.has(key)) this.payments.set(key, 1);
        if (declined) this.declined.add(key);
        this.waiting.set(caller, (this.waiting.get(caller) ?? 0) + 1);
        setTimeout(() => {
          this.waiting.set(caller, (this.waiting.get(caller) ?? 1) - 1);
          reply(200, declined ? { error: { errorCode: -113 } } : { result: { transferId: key } });
        }, this.delayMs);
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server?.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}
