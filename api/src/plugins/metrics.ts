import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { sql } from 'drizzle-orm';
import { rows } from '../db/rows';
import { unauthorized } from '../lib/app-error';
import { lastReconciliation } from '../services/reconcile';

/**
 * GET /metrics in Prometheus' text format (prom-client), for METRICS_TOKEN's bearer only; without the setting the
 * route does not exist. Request durations by route and status are observed as they happen; the outbox, messages
 * and payouts are read from the database at each scrape, so every instance reports the same shared queues.
 */
export async function registerMetrics(
  app: FastifyInstance,
  pool?: { totalCount: number; idleCount: number; waitingCount: number },
) {
  const token = app.config.metricsToken;
  if (!token) return;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'fikr_' });
  const duration = new Histogram({
    name: 'fikr_http_request_duration_seconds',
    help: 'HTTP requests by route, method and status',
    labelNames: ['route', 'method', 'status'],
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    duration.labels(route, request.method, String(reply.statusCode)).observe(reply.elapsedTime / 1000);
  });

  const gauge = (name: string, help: string, labelNames: string[], collect: (g: Gauge) => Promise<void>) =>
    new Gauge({
      name,
      help,
      labelNames,
      registers: [registry],
      async collect() {
        this.reset();
        await collect(this);
      },
    });
  const queued = () =>
    rows<{ channel: string; n: number | string; oldest: number | string | null }>(
      app.db,
      sql`select channel, count(*) as n, extract(epoch from now() - min(created_at)) as oldest
          from outgoing_messages where status = 'queued' group by channel`,
    );
  gauge('fikr_outbox_depth', 'Messages waiting to be sent, by channel', ['channel'], async (g) => {
    for (const r of await queued()) g.labels(r.channel).set(Number(r.n));
  });
  gauge('fikr_outbox_oldest_age_seconds', 'Age of the oldest message waiting, by channel', ['channel'], async (g) => {
    for (const r of await queued()) g.labels(r.channel).set(Number(r.oldest ?? 0));
  });
  gauge('fikr_messages', 'Messages of the last 24 hours by kind and status', ['kind', 'status'], async (g) => {
    const found = await rows<{ kind: string; status: string; n: number | string }>(
      app.db,
      sql`select kind, status, count(*) as n from outgoing_messages where created_at > now() - interval '1 day' group by kind, status`,
    );
    for (const r of found) g.labels(r.kind, r.status).set(Number(r.n));
  });
  gauge('fikr_payouts', 'Payouts by status', ['status'], async (g) => {
    const found = await rows<{ status: string; n: number | string }>(
      app.db,
      sql`select status, count(*) as n from payouts group by status`,
    );
    for (const r of found) g.labels(r.status).set(Number(r.n));
  });
  // the last reconciliation's findings, and how old it is (the daily run missing shows as a growing age)
  gauge('fikr_reconcile_mismatches', 'Mismatches found by the last reconciliation', [], async (g) => {
    g.set((await lastReconciliation(app.db)).mismatches.length);
  });
  gauge('fikr_reconcile_age_seconds', 'Seconds since the last reconciliation (-1 before the first)', [], async (g) => {
    const { checkedAt } = await lastReconciliation(app.db);
    const at = Date.parse(checkedAt);
    g.set(at === 0 ? -1 : Math.round((Date.now() - at) / 1000));
  });
  gauge('fikr_db_pool_connections', 'Database connections by state (PostgreSQL pool)', ['state'], async (g) => {
    g.labels('in_use').set(pool ? pool.totalCount - pool.idleCount : 0);
    g.labels('waiting').set(pool?.waitingCount ?? 0);
  });

  const expected = Buffer.from(`Bearer ${token}`);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const given = Buffer.from(request.headers.authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw unauthorized();
    reply.header('Cache-Control', 'no-store').type(registry.contentType);
    return registry.metrics();
  });
}
