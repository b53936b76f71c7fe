import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { migrationStatus } from '../../db/migration-status';
import { AppError } from '../../lib/app-error';
import { ok, okResponse } from '../replies';

const readySchema = z.object({
  status: z.literal('ready'),
  db: z.enum(['pglite', 'postgres']),
  /** Migrations applied (all of them, or the answer is a 503). */
  migrations: z.number().int(),
  redis: z.enum(['ok', 'not configured']),
});
const schema = {
  tags: ['health'],
  summary: 'Readiness: database, migrations and Redis answer',
  response: okResponse(readySchema),
};

/**
 * Readiness for a load balancer: 200 only when the database answers with every migration applied and, when
 * REDIS_URL is set, Redis answers; else 503 (the instance is alive, see /api/health, but should get no traffic).
 */
export default async function readyRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/', { schema }, async () => {
    const migration = await Promise.race([
      app.db.execute(sql`select 1`).then(() => migrationStatus(app.db)),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 2_000).unref()),
    ]).catch(() => null);
    const redis = await app.rateCounters.redisAnswers();
    if (!migration || migration.applied < migration.available || redis === false)
      throw new AppError(503, 'errors.notReady');
    return ok({
      status: 'ready' as const,
      db: app.dbKind,
      migrations: migration.applied,
      redis: redis === null ? ('not configured' as const) : ('ok' as const),
    });
  });
}
