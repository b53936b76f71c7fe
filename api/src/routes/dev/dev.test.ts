import os from 'node:os';
import { isLoopback } from '../../plugins/loopback-only';
import { call, createTestApp, type TestApp } from '../../test/harness';

/** A non-loopback IPv4 address of this machine, if it has one. */
function lanAddress(): string | undefined {
  for (const list of Object.values(os.networkInterfaces())) {
    for (const entry of list ?? []) if (entry.family === 'IPv4' && !entry.internal) return entry.address;
  }
  return undefined;
}

describe('/api/dev answers only loopback clients', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { trustProxy: 1 });
  });
  afterAll(() => t.close());

  it('knows the loopback addresses', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])
      expect(isLoopback(address)).toBe(true);
    for (const address of ['10.0.0.1', '::ffff:10.0.0.1', '::2', '128.0.0.1', '', undefined])
      expect(isLoopback(address)).toBe(false);
  });

  it('is a 404 from any other address, even with a forged X-Forwarded-For behind a trusted proxy', async () => {
    expect((await call(t.app, 'GET', '/api/dev/outbox', { ip: '127.0.0.1' })).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/dev/outbox', { ip: '::1' })).status).toBe(200);
    const remote = await call(t.app, 'GET', '/api/dev/outbox', {
      ip: '203.0.113.9',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(remote.status).toBe(404);
    expect(remote.body).toMatchObject({ success: false, message: expect.any(String) });
  });

  it('is a 404 over a real network interface', async () => {
    const address = lanAddress();
    await t.app.listen({ host: '0.0.0.0', port: 0 });
    const { port } = t.app.server.address() as { port: number };
    expect((await call(`http://127.0.0.1:${port}`, 'GET', '/api/dev/outbox')).status).toBe(200);
    // Without a second interface the inject case above is the proof; with one, the real socket is checked too.
    if (address) expect((await call(`http://${address}:${port}`, 'GET', '/api/dev/outbox')).status).toBe(404);
  });
});
