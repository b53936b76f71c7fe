// The server process itself: production refuses unsafe settings before opening anything; demo says SANDBOX first.
import { freePort, runServerSource as run, waitFor } from './test/server-process';

describe('start-up modes', () => {
  it('production refuses to start: exit 1, one line per problem naming the variable', async () => {
    const server = run({ NODE_ENV: 'production', SMS_PROVIDER: 'eskz', JWT_SECRET: 'short', TRUST_PROXY: 'true' });
    expect(await server.exited).toBe(1);
    const lines = server.output().trim().split('\n');
    expect(lines).toHaveLength(8);
    expect(lines).toEqual(
      expect.arrayContaining([
        'config: JWT_SECRET must be at least 32 characters long in production',
        expect.stringContaining('TRUST_PROXY=true'),
        'config: SMS_PROVIDER must be one of sandbox, eskiz (got "eskz")',
        expect.stringContaining('PUBLIC_ORIGIN must be set'),
        expect.stringContaining('SMS_PROVIDER is the sandbox'),
        expect.stringContaining('TELEGRAM_PROVIDER is the sandbox'),
        expect.stringContaining('CARD_PROVIDER is the sandbox'),
        expect.stringContaining('TELEGRAM_BOT_TOKEN is unset'),
      ]),
    );
  });

  it('an unknown provider name stops the demo too', async () => {
    const server = run({ SMS_PROVIDER: 'eskz' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('SMS_PROVIDER must be one of sandbox, eskiz (got "eskz")');
  });

  it('a wrong value stops the start: PORT=abc, a negative timeout, a bad boolean, each named', async () => {
    const server = run({ PORT: 'abc', HEADERS_TIMEOUT_MS: '-1', ALLOW_SANDBOX: 'yes' });
    expect(await server.exited).toBe(1);
    expect(server.output().trim().split('\n')).toEqual([
      'config: ALLOW_SANDBOX must be true or false (got "yes")',
      'config: PORT must be a port number from 1 to 65535 (got "abc")',
      'config: HEADERS_TIMEOUT_MS must be a positive whole number of milliseconds (got "-1")',
    ]);
  });

  it('the demo says SANDBOX in its first lines and listens on 127.0.0.1 only', async () => {
    const port = await freePort();
    const server = run({ PORT: String(port) });
    try {
      await waitFor(`http://127.0.0.1:${port}/api/health`, server.child, 60_000, server.output);
      const first = server.output().split('\n').slice(0, 3).join('\n');
      expect(first).toMatch(/^SANDBOX: demo mode — no real SMS, Telegram message or card payment/);
      expect(first).toContain('/api/dev/outbox from this machine only');
      expect(first).toContain('do not expose this server');
      expect(first).toContain('listening on 127.0.0.1');
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });
});
