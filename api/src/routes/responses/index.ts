import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createResponseSchema,
  oneResponseSchema,
  publicSubmitSchema,
  repliedSchema,
  replyBodySchema,
  resentSchema,
  responseFollowUpSchema,
  responsesPageSchema,
  responsesQuerySchema,
  submittedSchema,
} from '@fikr/shared/core';
import { getResponse, listResponses, updateFollowUp } from '../../services/responses-list';
import { uuidField } from '../../lib/canonical-id';
import { findOwnForm } from '../../services/forms';
import { assertResendable, resendSurveySms } from '../../services/outbox';
import { submitPublic } from '../../services/submit';
import { createSurveyRequest } from '../../services/survey-request';
import { replyableResponse, replyToResponse } from '../../services/response-replies';
import { actorOf, scopedBranch, scopeOf } from '../../plugins/auth';
import { createdResponse, ok, okResponse } from '../replies';

const secured = { security: [{ bearer: [] }], tags: ['responses'] };
/** A request code or a form's share code: compared as written. */
const codeParams = z.object({ id: z.string().max(200) });
/** A response's or a form's uuid, in the canonical form every lookup and limit uses. */
const uuidParams = z.object({ id: uuidField() });
const oneResponse = okResponse(oneResponseSchema);
const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;
const perBusiness = (request: FastifyRequest) => request.businessId;

export default async function responseRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/',
    {
      schema: { ...secured, querystring: responsesQuerySchema, response: okResponse(responsesPageSchema) },
      preHandler: app.requireBusiness,
    },
    async (request) => ok(await listResponses(app.db, scopeOf(request), request.query)),
  );

  const one = { ...secured, params: uuidParams, response: oneResponse };
  app.get('/:id', { schema: one, preHandler: app.requireBusiness }, async (request) => {
    return ok({ response: await getResponse(app.db, scopeOf(request), request.params.id) });
  });

  /** The business's follow-up: handled and/or a note (≤ 1000 characters). */
  app.patch(
    '/:id',
    { schema: { ...one, body: responseFollowUpSchema }, preHandler: app.requireBusiness },
    async (request) => {
      return ok({ response: await updateFollowUp(app.db, scopeOf(request), request.params.id, request.body) });
    },
  );

  /** Survey request: debit the balance and text the customer a link to the form. */
  app.post(
    '/:id',
    {
      schema: {
        ...secured,
        params: uuidParams,
        body: createResponseSchema,
        response: createdResponse(oneResponseSchema),
      },
      // At most 3 a day from one business to one phone, counted once the form is known to be the business's.
      preHandler: [
        app.requireBusiness,
        async (request) => {
          await findOwnForm(app.db, request.businessId, idOf(request));
        },
        app.rateLimit(
          'surveyPhoneDay',
          (request) => `${request.businessId}|${(request.body as { phone: string }).phone}`,
          'errors.surveyPhoneLimit',
        ),
      ],
    },
    async (request, reply) => {
      const response = await createSurveyRequest(
        app,
        request.businessId,
        request.params.id,
        { ...request.body, branchId: scopedBranch(request, request.body.branchId) },
        actorOf(request),
      );
      return reply.status(201).send(ok({ response }));
    },
  );

  /** The survey request's SMS queued again (rate-limited per business, like every SMS). */
  app.post(
    '/:id/resend',
    {
      schema: { ...secured, params: uuidParams, response: okResponse(resentSchema) },
      // Like every SMS to a customer: 1 a minute and 3 a day per request, at most 20 an hour per business and the
      // business's daily cap. Only the business of a waiting request, and only its branch's members, reach the counters.
      preHandler: [
        app.requireBusiness,
        async (request) => assertResendable(app.db, scopeOf(request), idOf(request)),
        app.rateLimit('smsResendMinute', idOf, 'errors.smsResendLimit'),
        app.rateLimit('smsResendDay', idOf, 'errors.smsResendLimit'),
        app.rateLimit('smsResend', perBusiness),
        app.rateLimit('businessSmsDay', perBusiness, 'errors.businessSmsLimit'),
      ],
    },
    async (request) => {
      return ok({
        delivery: await resendSurveySms(app.db, scopeOf(request), request.params.id, app.config.surveys.quietHours),
      });
    },
  );

  /**
   * The business answers a public response, with an optional make-good (coin or voucher, paid like a survey
   * request's reward): 1 a minute and 3 in all per response. Only the business's (and branch's) public answers
   * reach the counter; a private one is a 404.
   */
  app.post(
    '/:id/reply',
    {
      schema: { ...secured, params: uuidParams, body: replyBodySchema, response: createdResponse(repliedSchema) },
      preHandler: [
        app.requireBusiness,
        async (request) => {
          await replyableResponse(app.db, scopeOf(request), idOf(request));
        },
        app.rateLimit('replyMinute', idOf, 'errors.replyMinuteLimit'),
      ],
    },
    async (request, reply) => {
      const created = await replyToResponse(app, scopeOf(request), request.params.id, request.body, actorOf(request));
      return reply.status(201).send(ok({ reply: created }));
    },
  );

  /** Public: the customer's answers for a request code or a form's share code. */
  app.post(
    '/:id/submit',
    {
      schema: {
        tags: ['public'],
        params: codeParams,
        // ?b=: a branch's open link (its code); unknown codes are the business as a whole.
        querystring: z.object({
          b: z.preprocess(
            (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
            z
              .string({ error: 'validation.idInvalid' })
              .regex(/^[a-hjkmnp-z2-9]{4}$/i, { error: 'validation.idInvalid' })
              .optional(),
          ),
        }),
        body: publicSubmitSchema,
        response: okResponse(submittedSchema),
      },
      preHandler: app.rateLimit('publicSubmit', (request) => request.ip),
    },
    async (request) => {
      return ok(await submitPublic(app, request.params.id, request.body, request.query.b));
    },
  );
}
