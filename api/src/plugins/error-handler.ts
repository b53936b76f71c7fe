import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { languageOf } from '@fikr/shared/catalogue';
import type { Lang } from '@fikr/shared/core';
import { isConnectionError } from '../db/pg-error';
import { AppError } from '../lib/app-error';
import { text } from '../lib/messages';
import { hasNul, issueText, ValidationError } from '../lib/validation';

interface FailureBody {
  success: false;
  message: string;
  code?: number | string;
  errors?: Array<{ path: string; message: string }>;
}

/** The language the client reads (Accept-Language; the console's axios client sends the UI's), Uzbek by default. */
export function readerLang(request: FastifyRequest): Lang {
  return languageOf(request.headers['accept-language']);
}

function validationFailure(error: FastifyError, lang: Lang): FailureBody {
  const issues = (error.validation ?? []).map((v) => ({
    path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
    message: issueText(v.message, lang),
  }));
  return {
    success: false,
    message: issues[0]?.message ?? issueText(undefined, lang),
    code: 'errors.validationFailed',
    errors: issues,
  };
}

/** Fastify's own 4xx errors (bad JSON, body too large, wrong content type) in Uzbek. */
function frameworkFailure(error: FastifyError): { status: number; key: string } | null {
  const status = error.statusCode ?? 500;
  if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return { status: 413, key: 'errors.fileTooLarge' };
  }
  if (status === 429) return { status, key: 'errors.tooManyRequests' };
  if (status === 401) return { status, key: 'errors.unauthorized' };
  if (status === 404) return { status, key: 'errors.notFound' };
  if (status >= 400 && status < 500) return { status, key: 'errors.validationFailed' };
  return null;
}

/**
 * One shape for every failure: { success: false, message, code, errors? }; never a stack trace. `message` is in the
 * reader's language; `code` is stable across languages: the catalogue key (or the provider's code where the spec
 * gives one).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  // Before any schema or handler: a NUL character in the path, query or JSON body is a 400 (see hasNul).
  app.addHook('preValidation', async (request) => {
    if (hasNul(request.params) || hasNul(request.query) || hasNul(request.body))
      throw new AppError(400, 'errors.validationFailed');
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = readerLang(request);
    if (error instanceof AppError) {
      const body: FailureBody = {
        success: false,
        message: text(error.messageKey, error.params, lang),
        code: error.code ?? error.messageKey,
      };
      if (error instanceof ValidationError) body.errors = error.issuesIn(lang);
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) return reply.status(400).send(validationFailure(error, lang));
    const known = frameworkFailure(error);
    if (known) {
      request.log.info({ code: error.code, message: error.message }, 'request refused');
      return reply
        .status(known.status)
        .send({ success: false, message: text(known.key, undefined, lang), code: known.key });
    }
    if (isConnectionError(error)) {
      request.log.warn({ err: error }, 'database connection lost');
      return reply.status(503).send({
        success: false,
        message: text('errors.databaseUnavailable', undefined, lang),
        code: 'errors.databaseUnavailable',
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ success: false, message: text('errors.serverError', undefined, lang), code: 'errors.serverError' });
  });
}

/** Fastify's `frameworkErrors`: a malformed URL escape (400) or an id over maxParamLength (414), refused before routing. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  request.log.info({ code: error.code }, 'request refused');
  reply.status(status).send({
    success: false,
    message: text('errors.validationFailed', undefined, readerLang(request)),
    code: 'errors.validationFailed',
  });
}

export function notFoundBody(lang?: Lang) {
  return { success: false as const, message: text('errors.notFound', undefined, lang), code: 'errors.notFound' };
}
