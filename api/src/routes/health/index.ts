import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { migrationStatus } from '../../db/migration-status';

export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/', { schema: { tags: ['health'], summary: 'Liveness, database kind and migration version' } }, async () => {
    await app.db.execute(sql`select 1`);
    const migration = await migrationStatus(app.db);
    return { success: true, data: { status: 'ok', db: { kind: app.dbKind, migration } } };
  });
}
