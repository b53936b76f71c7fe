import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { PublicFormPayload, PublicSubmitPayload } from '@fikr/shared/core';
import { publicSubmitSchema } from '@fikr/shared/core';
import { AppError } from '../lib/app-error';
import { text } from '../lib/messages';
import { issueText } from '../lib/validation';
import { countsLimit } from '../plugins/rate-limits';
import { publicFormView, resolvePublicCode, type PublicTarget } from '../services/public-form';
import { confirmPublicVoucher, getPublicVoucher } from '../services/public-vouchers';
import { submitPublic } from '../services/submit';
import { setCacheHeaders } from './cache';
import { walletPages, type WalletPageState } from './wallet-pages';

type Lang = 'uz' | 'ru' | 'en';
const LANGS: Lang[] = ['uz', 'ru', 'en'];

interface FormValues {
  answers: Record<string, string>;
  rating: number;
  review: string;
  isPublic: boolean;
  name: string;
}
type StoredQuestion = PublicTarget['form']['questions'][number];
type FormData = PublicFormPayload & { openLink?: boolean; customerName?: string };
type VoucherData = Awaited<ReturnType<typeof getPublicVoucher>>;
type State = { lang: Lang; apiBase: string } & (
  | {
      page: 'form';
      code: string;
      data: FormData;
      values?: FormValues;
      errors?: { fields: Record<string, string>; message?: string };
    }
  | { page: 'completed'; already: boolean; reward: Reward | null }
  | { page: 'voucher'; token: string; voucher: VoucherData | null; error?: string }
  | { page: 'not-found' }
  | WalletPageState
);

/** What mf-public/dist-light/server.cjs exports (built from mf-public/src/light/server.tsx). */
interface LightServer {
  renderDocument(state: State, scriptUrl: string): string;
  translate(lang: Lang, key: string): string;
  missingAnswers(questions: StoredQuestion[], values: FormValues): string[];
  submitBody(questions: StoredQuestion[], values: FormValues): unknown;
  answerField(id: string): string;
  qrDrawing(text: string): { size: number; path: string };
}

/** The light app's static files, under their content hash. */
export const LIGHT_ASSETS_PREFIX = '/light/';
const LANG_COOKIE = 'lang';

/** ?lang= (remembered in the `lang` cookie), else the cookie, else Uzbek. The landing picks its HTML the same way. */
export function pickLang(request: FastifyRequest, reply: FastifyReply): Lang {
  const query = (request.query as Record<string, unknown> | undefined)?.lang;
  if (typeof query === 'string' && (LANGS as string[]).includes(query)) {
    reply.header('Set-Cookie', `${LANG_COOKIE}=${query}; Path=/; Max-Age=31536000; SameSite=Lax`);
    return query as Lang;
  }
  const cookie = /(?:^|;\s*)lang=(uz|ru|en)(?:;|$)/.exec(request.headers.cookie ?? '');
  return (cookie?.[1] as Lang | undefined) ?? 'uz';
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** The reward the completion page names (as mf-public/src/completed/reward.ts reads it in the browser). */
interface Reward {
  kind: 'coin' | 'voucher';
  amount: number;
}

/** The completion page's URL, carrying the form's reward (none for an open link or a zero amount). */
function completedUrl(data: FormData): string {
  if (data.openLink) return '/form-completed';
  const kind = data.typeMotive === 'voucher' ? 'voucher' : 'coin';
  const amount = kind === 'voucher' ? (data.voucher?.amount ?? 0) : (data.coin ?? 0);
  return Number.isSafeInteger(amount) && amount > 0
    ? `/form-completed?reward=${kind}&amount=${amount}`
    : '/form-completed';
}

/** ?reward=coin|voucher&amount=N from the query; anything else is no reward (the plain thanks). */
function queryReward(query: Record<string, unknown>): Reward | null {
  const { reward, amount } = query;
  if ((reward !== 'coin' && reward !== 'voucher') || typeof amount !== 'string' || !/^[1-9]\d{0,9}$/.test(amount))
    return null;
  return { kind: reward, amount: Number(amount) };
}

/** A posted form (url-encoded, first value of each name) as the values the page shows again. */
function postedValues(light: LightServer, questions: StoredQuestion[], body: Record<string, unknown>): FormValues {
  // the radios always send one; anything else is left for the schema to refuse with its message
  const rating = body.rating === undefined ? 1 : Number(str(body.rating) || NaN);
  return {
    answers: Object.fromEntries(questions.map((q) => [q._id, str(body[light.answerField(q._id)])])),
    rating,
    review: str(body.review),
    isPublic: str(body.isPublic) === 'true',
    name: str(body.name),
  };
}

/** Field of a schema issue: the question of an answer, or review / name / rating. */
function issueField(path: PropertyKey[], payload: { answers?: { question: string }[] }): string | undefined {
  if (path[0] === 'answers' && typeof path[1] === 'number') return payload.answers?.[path[1]]?.question;
  return typeof path[0] === 'string' ? path[0] : undefined;
}

/**
 * The customer-facing pages, rendered on the server by mf-public's light app (Preact): /form/{code},
 * /form-completed, /voucher/{token}. Each page is complete HTML that works without JavaScript (forms post
 * here); its one script hydrates the same tree. The old /p/ prefix redirects.
 */
export async function publicAppPlugin(app: FastifyInstance, opts: { repoRoot: string }): Promise<boolean> {
  const dist = join(opts.repoRoot, 'mf-public/dist-light');
  if (!existsSync(join(dist, 'server.cjs'))) return false;
  const light = createRequire(__filename)(join(dist, 'server.cjs')) as LightServer;
  const manifest = JSON.parse(readFileSync(join(dist, 'manifest.json'), 'utf8')) as { client: string };
  const scriptUrl = `${LIGHT_ASSETS_PREFIX}${manifest.client}`;
  const apiBase = '/api';

  // The page is made per request, so it is compressed per request: brotli at a fast level (~1 ms for 12 KB)
  // turns the whole form into about 3 KB, what a phone on a slow network waits for before it can read.
  const sendPage = (reply: FastifyReply, state: State, status = 200, cacheControl = 'no-cache') => {
    const html = light.renderDocument(state, scriptUrl);
    const accepts = String(reply.request.headers['accept-encoding'] ?? '');
    reply
      .code(status)
      .header('Cache-Control', cacheControl)
      .header('Vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8');
    if (/\bbr\b/.test(accepts)) {
      return reply
        .header('Content-Encoding', 'br')
        .send(brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
    }
    if (/\bgzip\b/.test(accepts)) return reply.header('Content-Encoding', 'gzip').send(gzipSync(html, { level: 6 }));
    return reply.send(html);
  };

  await app.register(fastifyStatic, {
    root: join(dist, 'assets'),
    prefix: LIGHT_ASSETS_PREFIX,
    decorateReply: false,
    index: false,
    preCompressed: true,
    setHeaders: setCacheHeaders,
  });

  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_req, body, done) => {
        const fields: Record<string, string> = Object.create(null);
        for (const [key, value] of new URLSearchParams(body as string)) if (!(key in fields)) fields[key] = value;
        done(null, fields);
      },
    );
    const limit = app.rateLimit('publicForm', (request) => request.ip);
    // The same counter as POST /api/responses/:code/submit: switching between the two gives no extra tries.
    const byIp = (request: FastifyRequest) => request.ip;
    const submitLimit = app.rateLimit('publicSubmit', byIp);
    const submitRefusals = new WeakMap<FastifyRequest, AppError>();
    // Counted before anything else; a refusal is shown on the form page (below), not as a JSON error.
    const countSubmit = countsLimit(
      async (request: FastifyRequest, reply: FastifyReply) => {
        await submitLimit.call(app, request, reply).catch((err: unknown) => {
          if (!(err instanceof AppError) || err.statusCode !== 429) throw err;
          submitRefusals.set(request, err);
        });
      },
      'publicSubmit',
      byIp,
    );

    /** The form of a code, or the reply already sent: completed → redirect, unknown → the 404 page. */
    async function loadForm(request: FastifyRequest, reply: FastifyReply, code: string, lang: Lang) {
      try {
        const target = await resolvePublicCode(app.db, code);
        if (target.kind === 'request' && target.request.status === 'completed') {
          await reply.redirect('/form-completed?artu=true', 303);
          return null;
        }
        return { target, data: publicFormView(target) as FormData };
      } catch (err) {
        if (err instanceof AppError && err.statusCode === 404) {
          await sendPage(reply, { page: 'not-found', lang, apiBase }, 404);
          return null;
        }
        throw err;
      }
    }

    scope.get<{ Params: { code: string } }>('/form/:code', { preHandler: limit }, async (request, reply) => {
      const lang = pickLang(request, reply);
      const loaded = await loadForm(request, reply, request.params.code, lang);
      if (loaded) return sendPage(reply, { page: 'form', lang, apiBase, code: request.params.code, data: loaded.data });
      return reply;
    });

    // The same form without JavaScript: url-encoded, validated with the JSON route's zod schema, then the
    // completion page (303, so a reload does not post again) or the form again with the errors by the fields.
    const postPreHandlers = [limit, countSubmit];
    scope.post<{ Params: { code: string } }>('/form/:code', { preHandler: postPreHandlers }, async (request, reply) => {
      const lang = pickLang(request, reply);
      const { code } = request.params;
      const loaded = await loadForm(request, reply, code, lang);
      if (!loaded) return reply;
      const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
      const questions = loaded.target.form.questions;
      const values = postedValues(light, questions, body);
      const again = (fields: Record<string, string>, message?: string, status = 400) =>
        sendPage(
          reply,
          { page: 'form', lang, apiBase, code, data: loaded.data, values, errors: { fields, message } },
          status,
        );
      const refused = submitRefusals.get(request);
      if (refused) return again({}, text(refused.messageKey, refused.params, lang), 429);
      const missing = light.missingAnswers(questions, values);
      if (missing.length) {
        return again(
          Object.fromEntries(missing.map((id) => [id, light.translate(lang, 'requiredError')])),
          light.translate(lang, 'requiredSummary'),
        );
      }
      const payload = light.submitBody(questions, values) as { answers?: { question: string }[] };
      const parsed = publicSubmitSchema.safeParse(payload);
      if (!parsed.success) {
        const fields: Record<string, string> = {};
        for (const issue of parsed.error.issues) {
          const field = issueField(issue.path, payload);
          if (field && !fields[field]) fields[field] = issueText(issue.message);
        }
        return again(fields, issueText(parsed.error.issues[0]?.message));
      }
      try {
        await submitPublic(app, code, parsed.data as PublicSubmitPayload);
      } catch (err) {
        if (err instanceof AppError && err.statusCode === 409) return reply.redirect('/form-completed?artu=true', 303);
        if (err instanceof AppError && err.statusCode < 500) return again({}, err.message);
        throw err;
      }
      return reply.redirect(completedUrl(loaded.data), 303);
    });

    scope.get('/form-completed', async (request, reply) => {
      const lang = pickLang(request, reply);
      const query = (request.query ?? {}) as Record<string, unknown>;
      const already = query.artu === 'true';
      const reward = already ? null : queryReward(query);
      return sendPage(reply, { page: 'completed', lang, apiBase, already, reward });
    });

    const voucherPage = async (
      request: FastifyRequest<{ Params: { token: string } }>,
      reply: FastifyReply,
      confirm: boolean,
    ) => {
      const lang = pickLang(request, reply);
      const { token } = request.params;
      let error: string | undefined;
      if (confirm) {
        try {
          await confirmPublicVoucher(app.db, token);
          return reply.redirect(`/voucher/${encodeURIComponent(token)}`, 303);
        } catch (err) {
          if (!(err instanceof AppError) || err.statusCode >= 500) throw err;
          error = err.message;
        }
      }
      try {
        const voucher = await getPublicVoucher(app.db, token);
        return sendPage(reply, { page: 'voucher', lang, apiBase, token, voucher, error }, error ? 400 : 200);
      } catch (err) {
        if (err instanceof AppError && err.statusCode === 404)
          return sendPage(reply, { page: 'voucher', lang, apiBase, token, voucher: null }, 404);
        throw err;
      }
    };
    scope.get<{ Params: { token: string } }>('/voucher/:token', { preHandler: limit }, (request, reply) =>
      voucherPage(request, reply, false),
    );
    scope.post<{ Params: { token: string } }>('/voucher/:token', { preHandler: limit }, (request, reply) =>
      voucherPage(request, reply, true),
    );

    await walletPages(scope, { light, apiBase, pickLang, sendPage });

    // Links sent before the public app moved to the root keep working.
    scope.get('/p/*', (request, reply) => reply.redirect(request.url.slice(2) || '/', 301));
  });
  return true;
}
