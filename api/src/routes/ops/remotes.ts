import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { opsRemotesSchema, remoteNameSchema, remoteOverrideRequestSchema } from '@fikr/shared/core';
import { recordOps } from '../../services/ops';
import { assertAllowedOrigin, listOverrides, setOverride, unsetOverride } from '../../services/remotes';
import { ok, okResponse } from '../replies';
import { secured } from './ops-params';

const nameParams = z.object({ name: remoteNameSchema });

/**
 * The console's remote manifest, shared by every instance: moving a remote forward (a canary, a new version) or
 * back (a rollback) is a row in the database that all instances serve within a second, with its CSP.
 */
export default async function remotesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const remotesNow = async () => {
    app.remotes.invalidate();
    await app.remotes.fresh();
    return ok({ manifest: app.remotes.manifest(), overrides: await listOverrides(app.db) });
  };
  app.get('/remotes', { schema: { ...secured, response: okResponse(opsRemotesSchema) } }, async () => remotesNow());
  app.put(
    '/remotes/:name',
    {
      schema: {
        ...secured,
        params: nameParams,
        body: remoteOverrideRequestSchema,
        response: okResponse(opsRemotesSchema),
      },
    },
    async (request) => {
      const { entry, pages } = request.body;
      const value = entry === null ? null : pages ? { entry, pages } : entry;
      assertAllowedOrigin(value, app.config.remoteOrigins);
      await app.db.transaction(async (tx) => {
        const name = await setOverride(tx, request.params.name, value, request.operator.phone);
        await recordOps(tx, request.operator, 'remote.set', `${name} ${entry ?? 'withdrawn'}`);
      });
      return remotesNow();
    },
  );
  app.delete(
    '/remotes/:name',
    { schema: { ...secured, params: nameParams, response: okResponse(opsRemotesSchema) } },
    async (request) => {
      await app.db.transaction(async (tx) => {
        const removed = await unsetOverride(tx, request.params.name);
        const name = request.params.name.replace(/-/g, '_');
        await recordOps(tx, request.operator, 'remote.unset', removed ? name : `${name} (had no override)`);
      });
      return remotesNow();
    },
  );
}
