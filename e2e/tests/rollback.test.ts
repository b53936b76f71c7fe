// A remote rolled forward and back through the database: an operator points mf-forms at a new build (its version
// string carries a build label) served from its own server, the console shows it after a reload; the operator rolls
// back to the earlier build the server kept (/remotes/mf-forms/v/<version>/), then drops the override altogether,
// and each time the console shows the old version again. The shell is never rebuilt and stays byte for byte the same.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { apiCall, uniquePhone } from '../lib/api';
import { provePhone } from '../lib/phone-proof';
import { freePort, repoRoot } from '../lib/app-server';
import { newPage } from '../lib/browser';
import { buildRemote } from '../lib/build-remote';
import { closeServer, serveStatic } from '../lib/static-server';
import { shellDigest } from '../lib/shell-digest';
import { useAppAndBrowser } from '../lib/suite';

const deployDir = mkdtempSync(join(tmpdir(), 'fikr-rollback-'));
const operatorPhone = uniquePhone();
const env: Record<string, string> = { OPERATOR_PHONES: operatorPhone };
let remotePort = 0;
// the new build's server is the one origin an operator may point a remote at (REMOTE_ORIGINS), known before start
before(async () => {
  remotePort = await freePort();
  env.REMOTE_ORIGINS = `http://127.0.0.1:${remotePort}`;
});
const suite = useAppAndBrowser(env);
let remoteServer: Server | undefined;
after(async () => {
  if (remoteServer) await closeServer(remoteServer);
  rmSync(deployDir, { recursive: true, force: true });
});

test('an operator upgrades mf-forms, rolls it back to the kept release, then to the built-in one', async () => {
  const reg = await apiCall(suite.app.url, 'POST', '/auth/register', {
    phone: operatorPhone,
    password: 'secret123',
    check_password: 'secret123',
  });
  const token = reg.body.data.token as string;
  await provePhone(suite.app.url, token, operatorPhone);
  const business = { name: 'Kafe Qaytish', phone: operatorPhone, category: 2 };
  assert.equal((await apiCall(suite.app.url, 'POST', '/business', business, token)).status, 201);
  const setRemote = async (entry: string | null) => {
    const res = await apiCall(suite.app.url, 'PUT', '/ops/remotes/mf-forms', { entry }, token);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.body.data;
  };
  const csp = async () => String((await fetch(`${suite.app.url}/login`)).headers.get('content-security-policy'));

  const { page, context, errors } = await newPage(suite.browser, suite.app.url);
  await context.addInitScript((t) => localStorage.setItem('token', t), token);
  const version = page.locator('[data-remote="mf-forms"] [data-testid="remote-version"]');
  const formsFiles: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('mf-forms') && req.url().endsWith('.js')) formsFiles.push(req.url());
  });
  const reloadShowing = async (text: string, from: string) => {
    formsFiles.length = 0;
    await page.reload();
    await version.filter({ hasText: text }).waitFor({ state: 'attached' });
    // the version string ends with the commit the build came from ('+a1b2c3d'), the same for every build here
    const shown = String(await version.textContent());
    assert.match(shown, /\+[0-9a-f]{7,12}$/);
    assert.equal(shown.replace(/\+[0-9a-f]{7,12}$/, ''), text);
    assert.ok(
      formsFiles.length > 0 && formsFiles.every((u) => u.startsWith(from)),
      `${from}\n${formsFiles.join('\n')}`,
    );
  };

  await page.goto('/business/forms');
  const { version: pkgVersion } = JSON.parse(readFileSync(join(repoRoot, 'mf-forms/package.json'), 'utf8'));
  const old = `mf-forms v${pkgVersion}`;
  await version.filter({ hasText: old }).waitFor({ state: 'attached' });
  const shellBefore = shellDigest();
  // npm run build kept this build as a release: still addressable after the next build replaces dist/
  const kept = `/remotes/mf-forms/v/${pkgVersion}/mf-manifest.json`;
  assert.equal((await fetch(`${suite.app.url}${kept}`)).status, 200);

  // forward: a new build on its own server
  const label = `rollback${Date.now()}`;
  await buildRemote('mf-forms', join(deployDir, 'mf-forms', label), { BUILD_LABEL: label });
  const port = remotePort;
  remoteServer = await serveStatic(deployDir, port);
  const canary = `http://127.0.0.1:${port}`;
  const forward = await setRemote(`${canary}/mf-forms/${label}/mf-manifest.json`);
  assert.equal(forward.overrides[0].updatedBy, operatorPhone);
  assert.match(await csp(), new RegExp(`script-src 'self' ${canary.replace(/\./g, '\\.')}`));
  await reloadShowing(`${old}-${label}`, `${canary}/mf-forms/${label}/`);

  // back: to the release the server kept
  await setRemote(kept);
  await reloadShowing(old, `${suite.app.url}/remotes/mf-forms/v/${pkgVersion}/`);
  assert.doesNotMatch(await csp(), new RegExp(String(port)));

  // and the override dropped: the built-in build again
  const dropped = await apiCall(suite.app.url, 'DELETE', '/ops/remotes/mf-forms', undefined, token);
  assert.equal(dropped.status, 200);
  assert.deepEqual(dropped.body.data.overrides, []);
  await reloadShowing(old, `${suite.app.url}/remotes/mf-forms/`);
  assert.ok(
    formsFiles.every((u) => !u.includes('/v/')),
    formsFiles.join('\n'),
  );

  assert.deepEqual(shellDigest(), shellBefore, 'the shell build did not change');
  assert.deepEqual(errors, []);
  await context.close();
});
