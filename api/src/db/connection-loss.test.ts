// PostgreSQL drops the server's connections while requests are in flight: the process stays up, a request whose
// connection died answers 503 in Uzbek (never a crash or a bare 500), and the next requests succeed.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { Pool } from 'pg';
import { throwawayPgDatabase, type ThrowawayPg } from '../test/databases';
import { call, uniquePhone } from '../test/harness';
import { createForm, ownerWithBusiness, sendRequest, topUp } from '../test/flows';
import { freePort, waitFor } from '../test/server-process';

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('PostgreSQL drops the connections', () => {
  let pg: ThrowawayPg;
  let admin: Pool;
  beforeAll(async () => {
    pg = await throwawayPgDatabase();
    admin = new Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
  });
  afterAll(async () => {
    await admin.end();
    await pg.drop();
  });

  it('terminating every backend three times under load: 503s at worst, the process stays up, then health and writes succeed', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, '..', 'server.ts')], {
      env: {
        ...process.env,
        DATABASE_URL: pg.url,
        JWT_SECRET: 'connection-loss-test-secret-32-characters',
        PORT: String(port),
        HOST: '127.0.0.1',
        SERVE_WEB: 'false',
        LOG_LEVEL: 'error',
        RATE_LIMIT_MULTIPLIER: '1000000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('close', resolve));
    const url = `http://127.0.0.1:${port}`;
    try {
      await waitFor(`${url}/api/health`, child, 60_000, () => output);
      const owner = await ownerWithBusiness(url);
      await topUp(url, owner, 10_000_000);
      const form = await createForm(url, owner);
      const dbName = new URL(pg.url).pathname.slice(1);

      const statuses: number[] = [];
      let stop = false;
      const load = async () => {
        while (!stop) {
          const results = await Promise.all([
            sendRequest(url, owner, form._id, { phone: uniquePhone(), typeMotive: 'coin', coin: 100 }).catch(() => ({
              status: 0,
              body: null,
            })),
            call(url, 'GET', '/api/responses?page=1&limit=10', { token: owner.token }).catch(() => ({
              status: 0,
              body: null,
            })),
            call(url, 'GET', '/api/stats', { token: owner.token }).catch(() => ({ status: 0, body: null })),
          ]);
          for (const r of results) {
            statuses.push(r.status);
            if (r.status === 503)
              expect(r.body).toEqual({
                success: false,
                message: "Ma'lumotlar bazasi bilan aloqa uzildi. Birozdan so'ng qayta urinib ko'ring",
                code: 'errors.databaseUnavailable',
              });
          }
        }
      };
      const workers = Array.from({ length: 4 }, load);
      for (let round = 0; round < 3; round++) {
        await new Promise((r) => setTimeout(r, 300));
        await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [dbName],
        );
      }
      await new Promise((r) => setTimeout(r, 300));
      stop = true;
      await Promise.all(workers);

      expect(child.exitCode).toBeNull();
      expect(output).not.toMatch(/Unhandled 'error' event/);
      expect(statuses.filter((s) => s !== 200 && s !== 201 && s !== 503)).toEqual([]);
      expect(statuses.filter((s) => s === 200 || s === 201).length).toBeGreaterThan(0);
      const health = await call(url, 'GET', '/api/health');
      expect(health.status).toBe(200);
      const write = await sendRequest(url, owner, form._id, { phone: uniquePhone(), typeMotive: 'coin', coin: 100 });
      expect(write.status).toBe(201);
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  });
});
