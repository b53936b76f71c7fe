import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import type { Database } from '../../db/client';
import { rows } from '../../db/rows';
import { sql } from 'drizzle-orm';
import { ownerWithBusiness, registerProven } from '../../test/flows';
import { dbKinds, openTestDatabase } from '../../test/databases';
import { call, testConfig, uniquePhone } from '../../test/harness';

const CDN = 'https://cdn-canary.example.uz';

describe.each(dbKinds)("the console's remote manifest in the database on %s", (kind) => {
  let database: Database;
  let app: FastifyInstance;
  /** A second instance on the same database: what it serves must follow a change made on the first. */
  let other: FastifyInstance;
  const operatorPhone = uniquePhone();
  let operator: string;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const config = testConfig({ operatorPhones: [operatorPhone], serveWeb: true, remoteOrigins: [CDN] });
    app = await buildApp(config, { database });
    other = await buildApp(config, { database });
    operator = (await registerProven(app, operatorPhone)).token;
  });
  afterAll(async () => {
    await app?.close();
    await other?.close();
    await database?.close();
  });

  const remotes = (method: 'GET' | 'PUT' | 'DELETE', url = '', body?: unknown, token = operator) =>
    call(app, method, `/api/ops/remotes${url}`, { token, body });
  const manifest = async (target: FastifyInstance) => (await call(target, 'GET', '/mf-remotes.json')).body;
  const scriptSrc = async (target: FastifyInstance) =>
    String((await call(target, 'GET', '/api/health')).headers['content-security-policy']).match(
      /script-src [^;]*/,
    )?.[0];

  it('moves a remote for every instance, with its CSP, and DELETE brings back the built-in one', async () => {
    const entry = `${CDN}/mf-forms/1.2.0-canary/mf-manifest.json`;
    const set = await remotes('PUT', '/mf-forms', { entry });
    expect(set.status).toBe(200);
    expect(set.body.data.manifest.mf_forms.entry).toBe(entry);
    expect(set.body.data.overrides).toEqual([
      { name: 'mf_forms', value: entry, updatedAt: expect.any(String), updatedBy: operatorPhone },
    ]);

    // this instance at once; the pages the remote declares are kept
    const here = await manifest(app);
    expect(here.mf_forms.entry).toBe(entry);
    expect(here.mf_forms.pages[0].path).toBe('forms/*');
    expect(await scriptSrc(app)).toBe(`script-src 'self' ${CDN}`);
    // the other instance within its one-second cache
    await new Promise((r) => setTimeout(r, 1_100));
    expect((await manifest(other)).mf_forms.entry).toBe(entry);
    expect(await scriptSrc(other)).toBe(`script-src 'self' ${CDN}`);

    const back = await remotes('DELETE', '/mf_forms');
    expect(back.status).toBe(200);
    expect(back.body.data.overrides).toEqual([]);
    expect((await manifest(app)).mf_forms.entry).toBe('/remotes/mf-forms/mf-manifest.json');
    expect(await scriptSrc(app)).toBe("script-src 'self' 'self'");
    await new Promise((r) => setTimeout(r, 1_100));
    expect((await manifest(other)).mf_forms.entry).toBe('/remotes/mf-forms/mf-manifest.json');

    const audit = await rows<{ action: string; target: string; operator_phone: string }>(
      database.db,
      sql`select action, target, operator_phone from ops_audit where action like 'remote.%' order by at`,
    );
    expect(audit).toEqual([
      { action: 'remote.set', target: `mf_forms ${entry}`, operator_phone: operatorPhone },
      { action: 'remote.unset', target: 'mf_forms', operator_phone: operatorPhone },
    ]);
  });

  it('sets pages with an entry, withdraws a remote with entry null, and lists who changed what', async () => {
    const pages = [
      { path: 'team/*', module: 'routes', menu: { uz: 'Jamoa', ru: 'Команда', en: 'Team' }, roles: ['owner'] },
    ];
    expect((await remotes('PUT', '/mf-team', { entry: '/remotes/mf-team/mf-manifest.json', pages })).status).toBe(200);
    expect((await remotes('PUT', '/mf-ops', { entry: null })).status).toBe(200);
    const listed = await remotes('GET');
    expect(listed.body.data.manifest.mf_team.pages).toEqual(pages);
    expect(listed.body.data.manifest.mf_ops).toBeUndefined();
    expect(listed.body.data.overrides.map((o: { name: string }) => o.name)).toEqual(['mf_ops', 'mf_team']);
    expect((await manifest(app)).mf_ops).toBeUndefined();
    await remotes('DELETE', '/mf-team');
    await remotes('DELETE', '/mf-ops');
    expect((await manifest(app)).mf_ops.entry).toBe('/remotes/mf-ops/mf-manifest.json');
  });

  it('refuses bad input with 400 and leaves the manifest alone', async () => {
    for (const [url, body] of [
      ['/mf-forms', { entry: 'javascript:alert(1)' }],
      ['/mf-forms', { entry: '//evil.example/mf-manifest.json' }],
      ['/mf-forms', { entry: '' }],
      ['/mf-forms', {}],
      ['/mf-forms', { entry: `${CDN}/x.json`, pages: [{ path: 'x' }] }],
      ['/MF-Forms', { entry: `${CDN}/x.json` }],
      ['/a%20b', { entry: `${CDN}/x.json` }],
    ] as const) {
      expect([url, body, (await remotes('PUT', url, body)).status]).toEqual([url, body, 400]);
    }
    expect((await remotes('GET')).body.data.overrides).toEqual([]);
  });

  it('refuses an origin not on REMOTE_ORIGINS with 400: it reaches neither the manifest nor the CSP', async () => {
    const evil = 'https://evil.example.net';
    for (const body of [
      { entry: `${evil}/mf-manifest.json` },
      { entry: 'http://cdn-canary.example.uz/mf-manifest.json' }, // same host, another origin
      { entry: `${CDN}:8443/mf-manifest.json` },
    ]) {
      const refused = await call(app, 'PUT', '/api/ops/remotes/mf-forms', {
        token: operator,
        body,
        headers: { 'accept-language': 'en' },
      });
      expect(refused).toMatchObject({
        status: 400,
        body: { code: 'errors.remoteOriginNotAllowed', message: expect.stringContaining('REMOTE_ORIGINS') },
      });
    }
    expect((await remotes('GET')).body.data.overrides).toEqual([]);
    expect(await scriptSrc(app)).not.toContain('evil.example.net');
    expect((await manifest(app)).mf_forms.entry).toBe('/remotes/mf-forms/mf-manifest.json');
  });

  it('an override stored past the API to an unlisted origin is left out of the manifest and the CSP', async () => {
    const evil = 'https://evil.example.net/mf-manifest.json';
    await database.db.execute(
      sql`insert into remote_overrides (name, value, updated_by) values ('mf_forms', ${JSON.stringify(evil)}::jsonb, 'cli:someone')`,
    );
    await new Promise((r) => setTimeout(r, 1_100));
    expect(await scriptSrc(other)).not.toContain('evil.example.net');
    expect((await manifest(other)).mf_forms.entry).toBe('/remotes/mf-forms/mf-manifest.json');
    await database.db.execute(sql`delete from remote_overrides where name = 'mf_forms'`);
  });

  it('answers operators only: an owner gets 403, a stranger 401', async () => {
    const owner = await ownerWithBusiness(app);
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { entry: `${CDN}/x.json` }],
      ['DELETE', undefined],
    ] as const) {
      const url = method === 'GET' ? '' : '/mf-forms';
      expect([method, (await remotes(method, url, body, owner.token)).status]).toEqual([method, 403]);
      expect([method, (await call(app, method, `/api/ops/remotes${url}`, { body })).status]).toEqual([method, 401]);
    }
    expect((await manifest(app)).mf_forms.entry).toBe('/remotes/mf-forms/mf-manifest.json');
  });
});
