import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { migrationStatus } from '../../db/migration-status';
import { ok, okResponse } from '../replies';

const healthSchema = z.object({
  status: z.literal('ok'),
  db: z.object({
    kind: z.enum(['pglite', 'postgres']),
    /** The newest applied migration (e.g. '0001_schema') and how many of how many are applied. */
    migration: z.object({ version: z.string().nullable(), applied: z.number().int(), available: z.number().int() }),
  }),
  /** The card processor: 'sandbox' (the demo: the top-up form names its test card) or the real one. */
  cards: z.enum(['sandbox', 'uzcard']),
});
const schema = {
  tags: ['health'],
  summary: 'Liveness, database kind and migration version',
  response: okResponse(healthSchema),
};

export default async function healthRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/', { schema }, async () => {
    await app.db.execute(sql`select 1`);
    const migration = await migrationStatus(app.db);
    return ok({ status: 'ok' as const, db: { kind: app.dbKind, migration }, cards: app.config.card.provider });
  });
}
