// A remote upgraded live: a new build of mf-forms (its version string carries a build label) is deployed to a
// new path on its own server and the runtime manifest is pointed at it. The running shell, never rebuilt and
// byte for byte the same, shows the new version after a reload.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { apiCall, uniquePhone } from '../lib/api';
import { freePort, repoRoot } from '../lib/app-server';
import { newPage } from '../lib/browser';
import { buildRemote } from '../lib/build-remote';
import { closeServer, serveStatic } from '../lib/static-server';
import { shellDigest } from '../lib/shell-digest';
import { useAppAndBrowser } from '../lib/suite';

const deployDir = mkdtempSync(join(tmpdir(), 'fikr-deploy-'));
const manifestFile = join(deployDir, 'mf-remotes.json');
writeFileSync(manifestFile, '{}');
const suite = useAppAndBrowser({ MF_REMOTES_FILE: manifestFile });
let remoteServer: Server | undefined;
after(async () => {
  if (remoteServer) await closeServer(remoteServer);
  rmSync(deployDir, { recursive: true, force: true });
});

test('a new mf-forms build deployed to a new path shows up in the unchanged shell after a reload', async () => {
  const phone = uniquePhone();
  const reg = await apiCall(suite.app.url, 'POST', '/auth/register', {
    phone,
    password: 'secret123',
    check_password: 'secret123',
  });
  const token = reg.body.data.token as string;
  assert.equal(
    (await apiCall(suite.app.url, 'POST', '/business', { name: 'Kafe Yangi', phone, category: 2 }, token)).status,
    201,
  );
  const { page, context, errors } = await newPage(suite.browser, suite.app.url);
  await context.addInitScript((t) => localStorage.setItem('token', t), token);
  const version = page.locator('[data-remote="mf-forms"] [data-testid="remote-version"]');

  await page.goto('/business/forms');
  const before = await version.textContent();
  const { version: pkgVersion } = JSON.parse(readFileSync(join(repoRoot, 'mf-forms/package.json'), 'utf8'));
  assert.match(String(before), new RegExp(`^mf-forms v${pkgVersion}\\+[0-9a-f]{7,12}$`));
  const shellBefore = shellDigest();
  const servedShell = async () =>
    createHash('sha256')
      .update(await (await fetch(`${suite.app.url}/login`)).text())
      .digest('hex');
  const indexBefore = await servedShell();

  const label = `live${Date.now()}`;
  const started = Date.now();
  await buildRemote('mf-forms', join(deployDir, 'mf-forms', label), { BUILD_LABEL: label });
  console.log(`[live upgrade] mf-forms ${label} built in ${Date.now() - started} ms`);
  const port = await freePort();
  remoteServer = await serveStatic(deployDir, port);
  writeFileSync(
    manifestFile,
    JSON.stringify({ mf_forms: `http://127.0.0.1:${port}/mf-forms/${label}/mf-manifest.json` }),
  );

  const formsFiles: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('mf-forms') && req.url().endsWith('.js')) formsFiles.push(req.url());
  });
  await page.reload();
  await version.filter({ hasText: label }).waitFor({ state: 'attached' }); // hidden from users, read by support
  // the version, the build's label, and the commit it was built from as semver build metadata
  assert.match(String(await version.textContent()), new RegExp(`^mf-forms v${pkgVersion}-${label}\\+[0-9a-f]{7,12}$`));
  assert.ok(
    formsFiles.length > 0 && formsFiles.every((u) => u.startsWith(`http://127.0.0.1:${port}/mf-forms/${label}/`)),
    formsFiles.join('\n'),
  );

  assert.deepEqual(shellDigest(), shellBefore, 'the shell build did not change');
  assert.equal(await servedShell(), indexBefore, 'the served shell page did not change');
  assert.deepEqual(errors, []);
  await context.close();
});
