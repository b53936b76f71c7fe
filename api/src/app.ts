import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import './fastify-augment';
import { setScryptN } from './lib/password';
import { registerAuth } from './plugins/auth';
import { registerMetrics } from './plugins/metrics';
import { registerRequestId, requestId } from './plugins/request-id';
import { registerCustomerAuth } from './plugins/customer-auth';
import { registerDocs } from './plugins/docs';
import { frameworkErrors, notFoundBody, readerLang, registerErrorHandler } from './plugins/error-handler';
import { trackInFlight } from './plugins/in-flight';
import { registerRateLimits } from './plugins/rate-limits';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerUploads } from './plugins/uploads';
import { createProviders } from './providers';
import { apiRoutes } from './routes';
import { OutboxSender } from './services/outbox-sender';
import { PayoutJob } from './services/payout-job';
import { reconcileDaily } from './services/reconcile';
import { releaseAbandonedClaims } from './services/payments';
import { LiveRemotes } from './services/remotes';
import { webPlugin } from './web';

export interface BuildOptions {
  /** An already open database (tests share one per file); otherwise one is opened from the config. */
  database?: Database;
  /** PGlite dump to start an in-memory database from (tests: skips init + migrations). */
  pgliteSnapshot?: Blob;
  /** Called for every route as it is registered (the bad-input sweep lists the API's routes with it). */
  onRoute?: (route: RouteOptions) => void;
}

function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

/** The whole server: plugins, /api routes and (with serveWeb) the built frontends. Closing it closes the database. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization'] },
    // x-request-id when a caller sends a well-formed one (every log line of the request carries it as reqId).
    genReqId: requestId,
    bodyLimit: config.bodyLimit,
    // Long ids must reach the route (and its 400/404), not the router's bare 414.
    routerOptions: { maxParamLength: 1000 },
    // A hop count trusts that many proxies nearest the server: request.ip is the right-most untrusted address.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    requestTimeout: config.serverLimits.requestTimeoutMs,
    keepAliveTimeout: config.serverLimits.keepAliveTimeoutMs,
    connectionTimeout: config.serverLimits.idleTimeoutMs,
    // Sockets that never finish their headers are closed after headersTimeout (checked every second, not every 30 s).
    http: { headersTimeout: config.serverLimits.headersTimeoutMs, connectionsCheckingInterval: 1_000 },
    // Malformed URLs and over-long ids are refused before routing: same failure shape as everything else.
    frameworkErrors,
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.server.maxConnections = config.serverLimits.maxConnections;
  setScryptN(config.scryptN);
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      pgliteSnapshot: options.pgliteSnapshot,
      onConnectionError: (err) => app.log.error({ err }, 'idle database connection failed'),
    }));
  const drain = trackInFlight(app);
  let sender: OutboxSender | undefined;
  let payoutJob: PayoutJob | undefined;
  let daily: NodeJS.Timeout | undefined;
  app.addHook('onClose', async () => {
    clearInterval(daily);
    await drain();
    await sender?.stop();
    await payoutJob?.stop();
    if (!options.database) await database.close();
  });
  try {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.decorate('config', config);
    app.decorate('db', database.db);
    app.decorate('dbKind', database.kind);
    app.decorate('providers', createProviders(config, database.db));
    sender = new OutboxSender(database.db, app.providers, { ...config.outbox, log: app.log });
    app.decorate('outbox', sender);
    payoutJob = new PayoutJob(database.db, app.providers.card, config.jwtSecret, { ...config.payouts, log: app.log });
    app.decorate('payoutJob', payoutJob);
    app.decorate(
      'remotes',
      new LiveRemotes(database.db, config.remoteOverrides, app.log, undefined, config.remoteOrigins),
    );
    const released = await releaseAbandonedClaims(database.db, database.kind === 'pglite');
    if (released > 0) app.log.warn({ released }, 'top-up confirms cut off by a crash are pending again');
    registerErrorHandler(app);
    registerRequestId(app);
    // Unknown paths outside /api (/uploads/…, /api/docs/static/…) answer in the failure shape too, unless the
    // frontends are served: their plugin owns the fallback (the console's deep links).
    if (!config.serveWeb)
      app.setNotFoundHandler((request, reply) => reply.status(404).send(notFoundBody(readerLang(request))));
    await registerRateLimits(app);
    await registerSecurityHeaders(app);
    await registerAuth(app);
    await registerCustomerAuth(app);
    await registerDocs(app);
    await registerUploads(app);
    await app.register(apiRoutes, { prefix: '/api' });
    const client = (database.db as unknown as { $client?: { totalCount?: number } }).$client;
    await registerMetrics(app, typeof client?.totalCount === 'number' ? (client as never) : undefined);
    if (config.serveWeb)
      await app.register(webPlugin, { repoRoot: config.repoRoot, publicAppUrl: config.publicAppUrl });
    await app.ready();
    sender.start();
    payoutJob.start();
    // The daily reconciliation: every instance looks each hour; the first to claim the Tashkent day runs it.
    daily = setInterval(() => {
      reconcileDaily(database.db, config).catch((err: unknown) =>
        app.log.error({ err }, 'daily reconciliation failed'),
      );
    }, 60 * 60_000);
    daily.unref();
    return app;
  } catch (err) {
    await app.close();
    throw err;
  }
}
