import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { surveyStopSchema } from '@fikr/shared/core';
import { responses } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { setSurveysStopped, surveysStopped } from '../../services/customer-contacts';
import { ok, okResponse } from '../replies';

const params = z.object({ code: z.string().max(200) });
const schema = { tags: ['public'], params, response: okResponse(surveyStopSchema) };

/**
 * The survey SMS's opt-out link: /api/public/stop/:code (the request's unguessable code, as in its form link) says
 * whether the phone stopped survey requests; POST …/stop stops them from every business, POST …/resume undoes it.
 */
export default async function publicStopRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const phoneOf = async (code: string) => {
    const [row] = await app.db
      .select({ phone: responses.customerPhone })
      .from(responses)
      .where(eq(responses.uniqueCode, code));
    if (!row?.phone) throw notFound('errors.responseNotFound');
    return row.phone;
  };
  app.get('/stop/:code', { schema }, async (request) => {
    return ok({ stopped: await surveysStopped(app.db, await phoneOf(request.params.code)) });
  });
  app.post('/stop/:code', { schema }, async (request) => {
    const phone = await phoneOf(request.params.code);
    return ok({ stopped: await setSurveysStopped(app.db, phone, true, 'sms stop link') });
  });
  app.post('/stop/:code/resume', { schema }, async (request) => {
    const phone = await phoneOf(request.params.code);
    return ok({ stopped: await setSurveysStopped(app.db, phone, false, 'sms stop link') });
  });
}
