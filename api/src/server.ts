import { buildApp } from './app';
import { loadConfig } from './config';

async function main(): Promise<void> {
  const config = loadConfig();
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
