import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { call, createTestApp, type TestApp } from '../test/harness';

describe("a remote's kept releases", () => {
  const repoRoot = mkdtempSync(join(tmpdir(), 'fikr-releases-'));
  let t: TestApp;
  beforeAll(async () => {
    mkdirSync(join(repoRoot, 'mf-forms/dist'), { recursive: true });
    writeFileSync(join(repoRoot, 'mf-forms/dist/mf-manifest.json'), '{"v":"new"}');
    t = await createTestApp('pglite', { serveWeb: true, repoRoot });
  });
  afterAll(async () => {
    await t.close();
    rmSync(repoRoot, { recursive: true, force: true });
  });

  it('are served under /remotes/<remote>/v/<version>/, also one built after the server started', async () => {
    expect((await call(t.app, 'GET', '/remotes/mf-forms/v/0.1.0/mf-manifest.json')).status).toBe(404);
    mkdirSync(join(repoRoot, 'mf-forms/releases/0.1.0'), { recursive: true });
    writeFileSync(join(repoRoot, 'mf-forms/releases/0.1.0/mf-manifest.json'), '{"v":"old"}');
    const old = await call(t.app, 'GET', '/remotes/mf-forms/v/0.1.0/mf-manifest.json');
    expect([old.status, old.body, old.headers['cache-control']]).toEqual([200, { v: 'old' }, 'no-cache']);
    expect((await call(t.app, 'GET', '/remotes/mf-forms/mf-manifest.json')).body).toEqual({ v: 'new' });
    expect((await call(t.app, 'GET', '/remotes/mf-forms/v/../dist/mf-manifest.json')).body).not.toEqual({ v: 'old' });
  });
});
