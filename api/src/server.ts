import { buildApp } from './app';
import { ConfigError, loadConfig, usesSandbox, type Config } from './config';

/** What an operator must know before anything else in the log: where messages go and who may reach the server. */
function modeLines(config: Config): string[] {
  if (config.mode === 'production' && !usesSandbox(config)) return [];
  const lines = [
    `SANDBOX: ${config.mode === 'production' ? 'production with ALLOW_SANDBOX=true' : 'demo mode'} — no real SMS, Telegram message or card payment leaves this server;`,
    'SANDBOX: messages are recorded and readable at /api/dev/outbox from this machine only (loopback).',
  ];
  if (config.mode === 'demo') {
    lines.push(
      `SANDBOX: do not expose this server to the internet (listening on ${config.host}); run with NODE_ENV=production for a real deployment.`,
    );
  }
  return lines;
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    const problems = err instanceof ConfigError ? err.problems : [err instanceof Error ? err.message : String(err)];
    for (const problem of problems) console.error(`config: ${problem}`);
    process.exit(1);
  }
  for (const line of modeLines(config)) console.warn(line);
  let app;
  try {
    app = await buildApp(config);
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
  const server = app;
  let closing = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      server.log.info({ signal }, 'shutting down');
      server.close().then(
        () => process.exit(0),
        (err) => {
          server.log.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
  await server.listen({ port: config.port, host: config.host });
}

void main();
