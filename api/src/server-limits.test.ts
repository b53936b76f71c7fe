// Slow, idle and oversized clients cannot take the server down: timeouts, a connection cap, 4xx for huge bodies.
import { connect, type Socket } from 'node:net';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp } from './app';
import type { Database } from './db/client';
import { openTestDatabase } from './test/databases';
import { call, dbKinds, testConfig } from './test/harness';
import { ownerWithBusiness } from './test/flows';

/** Resolves when the server closes the socket (true) or after `ms` (false). */
function closedWithin(socket: Socket, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    const done = () => {
      clearTimeout(timer);
      resolve(true);
    };
    socket.once('end', done);
    socket.once('close', done);
    socket.resume(); // read whatever the server answers (a 408), so its end is seen
  });
}

function open(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.on('error', () => undefined);
    socket.once('error', reject);
  });
}

describe.each(dbKinds)('server limits on %s', (kind) => {
  let database: Database;
  let app: FastifyInstance;
  const routes: Array<[string, string]> = [];
  let port: number;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const config = testConfig();
    config.serverLimits = {
      requestTimeoutMs: 3_000,
      headersTimeoutMs: 1_000,
      keepAliveTimeoutMs: 1_000,
      idleTimeoutMs: 1_500,
      maxConnections: 20,
    };
    app = await buildApp(config, {
      database,
      onRoute: (r: RouteOptions) => {
        for (const m of [r.method].flat()) routes.push([m, r.url]);
      },
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('a 125,000-element JSON array never answers 5xx on any route, and 400 where a body is read', async () => {
    const owner = await ownerWithBusiness(app);
    const body = JSON.stringify(Array.from({ length: 125_000 }, () => 0));
    const failures: string[] = [];
    for (const [method, url] of routes) {
      // Logout reads no body: it answers 200 and ends the token (the other routes then would answer 401).
      if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(method) || url === '/api/auth/logout') continue;
      const path = url.replace(/:[a-zA-Z]+/g, '00000000-0000-4000-8000-000000000000').replace('*', 'x');
      const res = await call(app, method as 'POST', path, {
        body,
        token: owner.token,
        headers: { 'content-type': 'application/json' },
      });
      // Routes that read no body may succeed; none may fail on the server's side.
      if (res.status >= 500) failures.push(`${method} ${path}: ${res.status}`);
    }
    expect(failures).toEqual([]);
    const login = await call(app, 'POST', '/api/auth/login', { body, headers: { 'content-type': 'application/json' } });
    expect(login.status).toBe(400);
    expect(login.body).toMatchObject({ success: false, message: "Kiritilgan ma'lumotlar noto'g'ri" });
  });

  it('GET /uploads/<name without extension> answers 404', async () => {
    for (const path of ['/uploads/abc', '/uploads/logos/abc', `/uploads/logos/${'a'.repeat(64)}`]) {
      const res = await call(`http://127.0.0.1:${port}`, 'GET', path);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false });
    }
  });

  it('closes sockets that send nothing or never finish their headers, and keeps answering', async () => {
    const idle = await open(port);
    const slow = await open(port);
    slow.write('GET /api/health HTTP/1.1\r\nHost: x\r\n');
    expect(await closedWithin(idle, 10_000)).toBe(true);
    expect(await closedWithin(slow, 10_000)).toBe(true);
    expect((await call(`http://127.0.0.1:${port}`, 'GET', '/api/health')).status).toBe(200);
  });

  it('refuses connections over the cap instead of queueing them, and serves again once they are gone', async () => {
    const held = await Promise.all(Array.from({ length: 20 }, () => open(port)));
    const extra = await open(port).catch(() => null);
    if (extra) expect(await closedWithin(extra, 5_000)).toBe(true);
    for (const socket of held) socket.destroy();
    await new Promise((r) => setTimeout(r, 100));
    expect((await call(`http://127.0.0.1:${port}`, 'GET', '/api/health')).status).toBe(200);
  });
});
