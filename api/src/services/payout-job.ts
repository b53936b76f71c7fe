import { and, eq, sql } from 'drizzle-orm';
import { CARD_CODES, type CardProvider } from '../providers/types';
import type { Db } from '../db/client';
import type { Tx } from './counters';
import { rows } from '../db/rows';
import { coinLedger, customerWallets, payouts } from '../db/schema';
import { cardSecrets } from '../lib/card-secret';
import { smsText } from '../lib/sms-text';
import { enqueueMessage } from './outbox';
import { customerLang } from './customer-lang';
import { retryDelayMs } from './outbox-sender';

/**
 * Temporary failures (and calls without an answer) are tried this many times in all. Then a temporary failure
 * fails the payout with a refund; a call without an answer leaves it `unknown` for the status query.
 */
export const PAYOUT_MAX_ATTEMPTS = 8;
/** An unknown payout is asked about again after at most this long. */
const STATUS_DELAY_MAX_MS = 15 * 60_000;

export interface PayoutJobOptions {
  retryBaseMs: number;
  sendTimeoutMs: number;
  pollMs: number;
  /** A claim's lease: longer than the send timeout, so a live call is never taken over. */
  leaseMs: number;
  log?: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

interface Claimed {
  id: string;
  phone: string;
  amount: number | string;
  card_secret: string | null;
  attempts: number;
  status: 'pending' | 'unknown';
}

/** `unknown`: the call ended without an answer (timeout, transport error, unreadable): the money may have gone. */
type Outcome =
  | { ok: true }
  | { ok: false; code: number; retry: boolean; error: string }
  | { ok: null; unknown: true; error: string };

const unknownOutcome = (error: string): Outcome => ({ ok: null, unknown: true, error: error.slice(0, 300) });

/**
 * Sends pending payouts to the card processor, on every instance: the outbox's pattern. A pass claims due
 * payouts (FOR UPDATE SKIP LOCKED) by moving next_attempt_at past a lease and counting the attempt, commits, calls
 * the processor with the payout id as its idempotency key, then settles: paid; failed with the wallet credited
 * back once (the refund movement is unique per payout); due again later; or, when the last call got no answer,
 * `unknown`, whose later claims ask the processor's status and settle only on a definite answer. An instance killed mid-call leaves the
 * claim to lapse, and the next claim asks the processor again under the same key, which never pays twice.
 */
export class PayoutJob {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> = Promise.resolve();
  private stopped = true;
  private again = false;
  private busy = false;
  private readonly leaseMs: number;
  private readonly secrets: ReturnType<typeof cardSecrets>;

  constructor(
    private readonly db: Db,
    private readonly card: CardProvider,
    secret: string,
    private readonly options: PayoutJobOptions,
  ) {
    this.leaseMs = options.leaseMs;
    this.secrets = cardSecrets(secret);
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  /** A payout was created in this process: look now. */
  wake(): void {
    if (this.stopped) return;
    if (this.busy) this.again = true;
    else this.schedule(0);
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.tick();
    }, ms);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    this.busy = true;
    let claimed = 0;
    try {
      claimed = await this.pass();
    } catch (err) {
      if (!this.stopped) this.options.log?.error({ err }, 'payout pass failed');
    }
    this.busy = false;
    if (claimed > 0 || this.again) {
      this.again = false;
      this.schedule(0);
    } else this.schedule(this.options.pollMs);
  }

  /** One pass over due payouts; resolves with how many it claimed. */
  async pass(): Promise<number> {
    const claimed = await rows<Claimed>(
      this.db,
      sql`update payouts p
          set attempts = p.attempts + 1, next_attempt_at = now() + ${`${this.leaseMs} milliseconds`}::interval
          where p.id in (
            select id from payouts where status in ('pending', 'unknown') and next_attempt_at <= now()
            order by next_attempt_at limit 10 for update skip locked
          )
          returning p.id, p.phone, p.amount, p.card_secret, p.attempts, p.status`,
    );
    await Promise.all(claimed.map((payout) => (payout.status === 'unknown' ? this.ask(payout) : this.send(payout))));
    return claimed.length;
  }

  private async send(payout: Claimed): Promise<void> {
    const attempts = Number(payout.attempts);
    const outcome = await this.call(payout, attempts);
    if (outcome.ok) return this.paid(payout);
    const last = attempts >= PAYOUT_MAX_ATTEMPTS;
    if (outcome.ok === null && last) return this.unknown(payout, attempts, outcome.error);
    if (outcome.ok === false && (!outcome.retry || last)) return this.failed(payout, outcome.code, outcome.error);
    // A call without an answer is sent again under the same idempotency key: the processor answers the first result.
    this.options.log?.warn({ payoutId: payout.id, attempt: attempts, err: outcome.error }, 'payout not sent yet');
    const delay = retryDelayMs(attempts, this.options.retryBaseMs);
    await this.db.execute(
      sql`update payouts set next_attempt_at = now() + ${`${delay} milliseconds`}::interval, last_error = ${outcome.error}
          where id = ${payout.id} and status = 'pending' and attempts = ${attempts}`,
    );
  }

  /** The last send got no answer: no refund on a guess; the card number is no longer needed (never sent again). */
  private async unknown(payout: Claimed, attempts: number, error: string): Promise<void> {
    this.options.log?.error({ payoutId: payout.id, err: error }, 'payout outcome unknown: asking the processor');
    await this.db.execute(
      sql`update payouts set status = 'unknown', card_secret = null, last_error = ${error},
                 next_attempt_at = now() + ${`${this.statusDelayMs(attempts)} milliseconds`}::interval
          where id = ${payout.id} and status = 'pending' and attempts = ${attempts}`,
    );
  }

  private statusDelayMs(attempts: number): number {
    return Math.min(
      retryDelayMs(Math.max(1, attempts - PAYOUT_MAX_ATTEMPTS + 1), this.options.retryBaseMs),
      STATUS_DELAY_MAX_MS,
    );
  }

  /** An unknown payout: the processor's status settles it only when definite; otherwise it is asked again later. */
  private async ask(payout: Claimed): Promise<void> {
    const attempts = Number(payout.attempts);
    const answer = await this.withTimeout(
      (signal) => this.card.payoutStatus({ payoutId: payout.id, signal }),
      (error) => ({ status: 'unknown' as const, error }),
    );
    if (answer.status === 'paid') return this.paid(payout, 'unknown');
    if (answer.status === 'failed')
      return void (await failPayout(this.db, payout.id, 'unknown', answer.code, `processor code ${answer.code}`));
    const error = 'error' in answer ? answer.error : 'the processor cannot say yet';
    this.options.log?.warn({ payoutId: payout.id, err: error }, 'payout outcome still unknown');
    await this.db.execute(
      sql`update payouts set next_attempt_at = now() + ${`${this.statusDelayMs(attempts)} milliseconds`}::interval,
                 last_error = ${error}
          where id = ${payout.id} and status = 'unknown' and attempts = ${attempts}`,
    );
  }

  /** `work` under the send timeout; a timeout or a rejection becomes `lost(reason)`. */
  private async withTimeout<T>(work: (signal: AbortSignal) => Promise<T>, lost: (error: string) => T): Promise<T> {
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<T>((resolve) => {
      timer = setTimeout(() => {
        controller.abort();
        resolve(lost('no answer in time'));
      }, this.options.sendTimeoutMs);
    });
    try {
      const answer = work(controller.signal).catch((err: unknown) => lost(String(err).slice(0, 300)));
      return await Promise.race([answer, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  private async call(payout: Claimed, attempt: number): Promise<Outcome> {
    const cardNumber = payout.card_secret ? this.secrets.open(payout.card_secret) : null;
    if (!cardNumber) return { ok: false, code: CARD_CODES.technical, retry: false, error: 'card number unreadable' };
    return this.withTimeout(
      (signal) =>
        this.card
          .payout({ payoutId: payout.id, amount: Number(payout.amount), cardNumber, attempt, signal })
          .then((r): Outcome => (r.ok ? r : { ...r, error: `processor code ${r.code}` })),
      unknownOutcome,
    );
  }

  private async paid(payout: Claimed, from: 'pending' | 'unknown' = 'pending'): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [done] = await tx
        .update(payouts)
        .set({ status: 'paid', paidAt: new Date(), cardSecret: null, lastError: null })
        .where(and(eq(payouts.id, payout.id), eq(payouts.status, from)))
        .returning({ amount: payouts.amount, cardMask: payouts.cardMask });
      if (!done) return;
      const lang = await customerLang(tx, payout.phone);
      const card = `*${done.cardMask.slice(-4)}`;
      await enqueueMessage(tx, {
        channel: 'sms',
        kind: 'payout',
        phone: payout.phone,
        text: smsText('wallet.smsPayoutPaid', { amount: Number(done.amount), card }, lang),
      });
    });
  }

  private async failed(payout: Claimed, code: number, error: string): Promise<void> {
    await failPayout(this.db, payout.id, 'pending', code, error);
  }
}

/**
 * A payout that will not be paid (declined, out of attempts, rejected in review, or told failed by the status
 * query) ends failed and the wallet is credited back, in one transaction that only a payout still in `from`
 * passes: the refund happens exactly once.
 */
export async function failPayout(
  db: Db | Tx,
  payoutId: string,
  from: 'pending' | 'review' | 'unknown',
  code: number | null,
  error: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [done] = await tx
      .update(payouts)
      .set({ status: 'failed', errorCode: code, lastError: error, cardSecret: null })
      .where(and(eq(payouts.id, payoutId), eq(payouts.status, from)))
      .returning({ amount: payouts.amount, phone: payouts.phone });
    if (!done) return false;
    const amount = Number(done.amount);
    await tx.insert(coinLedger).values({ phone: done.phone, kind: 'payout_refund', amount, payoutId });
    await tx
      .update(customerWallets)
      .set({ coin: sql`${customerWallets.coin} + ${amount}`, updatedAt: new Date() })
      .where(eq(customerWallets.phone, done.phone));
    const lang = await customerLang(tx, done.phone);
    await enqueueMessage(tx, {
      channel: 'sms',
      kind: 'payout',
      phone: done.phone,
      text: smsText('wallet.smsPayoutFailed', { amount }, lang),
    });
    return true;
  });
}
