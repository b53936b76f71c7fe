import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { migrationStatus } from '../../db/migration-status';
import { AppError } from '../../lib/app-error';

/**
 * Readiness for a load balancer: 200 only when the database answers with every migration applied and, when
 * REDIS_URL is set, Redis answers; else 503 (the instance is alive, see /api/health, but should get no traffic).
 */
export default async function readyRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/',
    { schema: { tags: ['health'], summary: 'Readiness: database, migrations and Redis answer' } },
    async () => {
      const migration = await Promise.race([
        app.db.execute(sql`select 1`).then(() => migrationStatus(app.db)),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), 2_000).unref()),
      ]).catch(() => null);
      const redis = await app.rateCounters.redisAnswers();
      if (!migration || migration.applied < migration.available || redis === false)
        throw new AppError(503, 'errors.notReady');
      return {
        success: true,
        data: {
          status: 'ready',
          db: app.dbKind,
          migrations: migration.applied,
          redis: redis === null ? 'not configured' : 'ok',
        },
      };
    },
  );
}
