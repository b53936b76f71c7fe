// The public app's server (mf-public/dist-server/server.js): PORT, HOST, API_ORIGIN (required), API_BROWSER_BASE,
// TRUST_PROXY, LOG_LEVEL. It renders the customer's pages from the JSON API's answers; deploy a new build and
// restart it, the API keeps running.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildPublicServer } from './app';
import { loadPublicConfig, PublicConfigError, type PublicServerConfig } from './config';

async function main(): Promise<void> {
  let config: PublicServerConfig;
  try {
    config = loadPublicConfig();
  } catch (err) {
    const problems = err instanceof PublicConfigError ? err.problems : [String(err)];
    for (const problem of problems) console.error(`config: ${problem}`);
    process.exit(1);
  }
  // manifest.json sits next to this file in the build: { client: 'client-[hash].js', label? }
  const manifest = JSON.parse(readFileSync(join(__dirname, 'manifest.json'), 'utf8')) as {
    client: string;
    label?: string;
  };
  const app = await buildPublicServer(config, { ...manifest, assetsDir: join(__dirname, 'assets') });
  let closing = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  await app.listen({ port: config.port, host: config.host });
}

void main();
