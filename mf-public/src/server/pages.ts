import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  REVIEW_SITES,
  type PublicFormPayload,
  type PublicReply,
  type PublicVoucher,
  type ReviewSite,
} from '@fikr/shared/core';
import { completedUrl, parseReward, rewardOf } from '@fikr/shared/customer-form';
import { answerField, missingAnswers, renderDocument, submitBody, translate } from '../light/server';
import type { FormValues, LightLang, LightState } from '../light/types';
import { LIGHT_LANGS } from '../light/types';
import { withReview } from '../light/send';
import { passCookies, type ApiAnswer, type CallApi } from './api-client';
import { csrfToken, sameOrigin, tokenMatches } from './csrf';
import { walletPages } from './wallet';
import { customerLoopPages } from './customer-loop';

type StoredQuestion = PublicFormPayload['form']['questions'][number];

export interface PagesOptions {
  callApi: CallApi;
  /** Base of the JSON API as the browser reaches it, put into every page's state. */
  apiBase: string;
  /** URL of the hydrating script (under its content hash). */
  scriptUrl: string;
  /** The build's label, named in every page's head. */
  label?: string;
}

const LANG_COOKIE = 'lang';

/** ?lang= (remembered in the `lang` cookie), else the cookie, else Uzbek. */
export function pickLang(request: FastifyRequest, reply: FastifyReply): LightLang {
  const query = (request.query as Record<string, unknown> | undefined)?.lang;
  if (typeof query === 'string' && (LIGHT_LANGS as string[]).includes(query)) {
    reply.header('Set-Cookie', `${LANG_COOKIE}=${query}; Path=/; Max-Age=31536000; SameSite=Lax`);
    return query as LightLang;
  }
  const cookie = /(?:^|;\s*)lang=(uz|ru|en)(?:;|$)/.exec(request.headers.cookie ?? '');
  return (cookie?.[1] as LightLang | undefined) ?? 'uz';
}

/** The page's language, or, when the browser never chose one here (a post from elsewhere), its Accept-Language. */
function refusalLang(request: FastifyRequest, reply: FastifyReply): LightLang {
  const chosen = /(?:^|;\s*)lang=/.test(request.headers.cookie ?? '') || 'lang' in Object(request.query);
  if (chosen) return pickLang(request, reply);
  const accepted = /^\s*(uz|ru|en)\b/i.exec(String(request.headers['accept-language'] ?? ''))?.[1];
  return (accepted?.toLowerCase() as LightLang | undefined) ?? 'uz';
}

export type SendPage = (reply: FastifyReply, state: LightState, status?: number, cacheControl?: string) => FastifyReply;

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** A posted form (url-encoded, first value of each name) as the values the page shows again. */
function postedValues(questions: StoredQuestion[], body: Record<string, unknown>): FormValues {
  // the radios always send one; anything else is left for the API's schema to refuse with its message
  const rating = body.rating === undefined ? 1 : Number(str(body.rating) || NaN);
  return {
    answers: Object.fromEntries(questions.map((q) => [q._id, str(body[answerField(q._id)])])),
    rating,
    review: str(body.review),
    isPublic: str(body.isPublic) === 'true',
    name: str(body.name),
  };
}

/** Field of an API issue path: the question of an answer (`answers.0.value`), or review / name / rating. */
function issueField(path: string, payload: { answers?: { question: string }[] }): string | undefined {
  const [head, index] = path.split('.');
  if (head === 'answers' && index !== undefined && /^\d+$/.test(index))
    return payload.answers?.[Number(index)]?.question;
  return head || undefined;
}

/** An answer of the API this page has no words for (a 429 on a page view…): passed on as the API sent it. */
const passOn = (reply: FastifyReply, answer: ApiAnswer<unknown>) =>
  reply.code(answer.status).header('Cache-Control', 'no-store').send(answer.body);

/**
 * The customer-facing pages, rendered here by the light app (Preact): /form/{code}, /form-completed,
 * /voucher/{token}, /reply/{code}, and the wallet under /wallet. Each page is complete HTML that works without JavaScript (forms
 * post here, only from this host, the wallet's and voucher's with the form token); its one script hydrates the same
 * tree. Every fact comes from the JSON API over HTTP, so the API's rules (one completion per code, the limits, the
 * messages) are the pages' rules. The old /p/ prefix redirects.
 */
export async function publicPages(
  app: FastifyInstance,
  { callApi, apiBase, scriptUrl, label }: PagesOptions,
): Promise<void> {
  // The page is made per request, so it is compressed per request: brotli at a fast level (~1 ms for 12 KB)
  // turns the whole form into about 3 KB, what a phone on a slow network waits for before it can read.
  const sendPage: SendPage = (reply, state, status = 200, cacheControl = 'no-cache') => {
    // Only pages with token-checked forms mint the cookie: the survey form stays cookie-free for any cache.
    const tokenPage =
      state.page === 'voucher' || state.page === 'reply' || state.page === 'stop' || state.page.startsWith('wallet');
    const html = renderDocument(
      tokenPage ? { ...state, csrf: csrfToken(reply.request, reply) } : state,
      scriptUrl,
      label,
    );
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

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_req, body, done) => {
      const fields: Record<string, string> = Object.create(null);
      for (const [key, value] of new URLSearchParams(body as string)) if (!(key in fields)) fields[key] = value;
      done(null, fields);
    },
  );

  // Every post of these pages comes from their own forms: its Origin (or Referer) must be this host, and every post
  // but the survey form's (anonymous, answerable once per code) carries the form token of the browser's cookie.
  // Anything else is a cross-site post riding the customer's cookie: refused before it reaches the API.
  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST') return;
    const survey = request.routeOptions.url === '/form/:code';
    if (sameOrigin(request) && (survey || tokenMatches(request))) return;
    request.log.warn({ url: request.url, origin: request.headers.origin ?? null }, 'cross-site post refused');
    const lang = refusalLang(request, reply);
    return sendPage(reply, { page: 'not-found', lang, apiBase, message: translate(lang, 'refused') }, 403, 'no-store');
  });

  /** A branch's open link (?b=code): its code as the API compares it, or none. */
  function branchOf(request: FastifyRequest): string | undefined {
    const b = (request.query as Record<string, unknown> | undefined)?.b;
    const code = typeof b === 'string' ? b.trim().toLowerCase() : '';
    return /^[a-z2-9]{4}$/.test(code) ? code : undefined;
  }

  /** The form of a code (GET /api/forms/u/:code), or the reply already sent: completed → redirect, unknown → 404. */
  async function loadForm(request: FastifyRequest, reply: FastifyReply, code: string, lang: LightLang) {
    const answer = await callApi<PublicFormPayload>(request, lang, 'GET', `/forms/u/${encodeURIComponent(code)}`);
    if (answer.ok) return answer.data;
    if (answer.status === 409) await reply.redirect('/form-completed?artu=true', 303);
    else if (answer.status === 404 || answer.status === 400)
      await sendPage(reply, { page: 'not-found', lang, apiBase }, 404);
    else if (answer.status === 403)
      await sendPage(reply, { page: 'not-found', lang, apiBase, message: answer.message }, 403);
    else await passOn(reply, answer);
    return null;
  }

  app.get<{ Params: { code: string } }>('/form/:code', async (request, reply) => {
    const lang = pickLang(request, reply);
    const data = await loadForm(request, reply, request.params.code, lang);
    const branch = branchOf(request);
    // no-store: Back to a link already answered asks here again (and goes to 'already completed') instead of
    // showing the blank form from the browser's cache
    if (data)
      return sendPage(reply, { page: 'form', lang, apiBase, code: request.params.code, branch, data }, 200, 'no-store');
    return reply;
  });

  // The same form without JavaScript: url-encoded, sent to the JSON route (its zod schema, its submit limit on the
  // customer's address, its one completion per code), then the completion page (303, so a reload does not post
  // again) or the form again with the API's messages by the fields.
  app.post<{ Params: { code: string } }>('/form/:code', async (request, reply) => {
    const lang = pickLang(request, reply);
    const { code } = request.params;
    const data = await loadForm(request, reply, code, lang);
    if (!data) return reply;
    const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
    const questions = data.form.questions;
    const values = postedValues(questions, body);
    const branch = branchOf(request);
    const again = (fields: Record<string, string>, message?: string, status = 400) =>
      sendPage(reply, { page: 'form', lang, apiBase, code, branch, data, values, errors: { fields, message } }, status);
    const missing = missingAnswers(questions, values);
    if (missing.length) {
      return again(
        Object.fromEntries(missing.map((id) => [id, translate(lang, 'requiredError')])),
        translate(lang, 'requiredSummary'),
      );
    }
    const payload = submitBody(questions, values);
    const submit = `/responses/${encodeURIComponent(code)}/submit${branch ? `?b=${branch}` : ''}`;
    const answer = await callApi<{ _id: string; reviewCode?: string }>(request, lang, 'POST', submit, payload);
    if (answer.ok) return reply.redirect(withReview(completedUrl(rewardOf(data)), answer.data.reviewCode), 303);
    if (answer.status === 409) return reply.redirect('/form-completed?artu=true', 303);
    const fields: Record<string, string> = {};
    for (const [path, message] of Object.entries(answer.errors.fields)) {
      const field = issueField(path, payload);
      if (field && !fields[field]) fields[field] = message;
    }
    return again(fields, answer.message, answer.status === 429 ? 429 : 400);
  });

  app.get('/form-completed', async (request, reply) => {
    const lang = pickLang(request, reply);
    const query = (request.query ?? {}) as Record<string, unknown>;
    const already = query.artu === 'true';
    const reward = already ? null : parseReward(query.reward, query.amount);
    const code = typeof query.r === 'string' && query.r.length <= 200 && !already ? query.r : null;
    const review = code ? await reviewOf(request, lang, code) : null;
    return sendPage(reply, { page: 'completed', lang, apiBase, already, reward, review });
  });

  const voucherPage = async (
    request: FastifyRequest<{ Params: { token: string } }>,
    reply: FastifyReply,
    confirm: boolean,
  ) => {
    const lang = pickLang(request, reply);
    const { token } = request.params;
    const path = `/public/vouchers/${encodeURIComponent(token)}`;
    let error: string | undefined;
    if (confirm) {
      const confirmed = await callApi(request, lang, 'POST', `${path}/confirm`);
      if (confirmed.ok) return reply.redirect(`/voucher/${encodeURIComponent(token)}`, 303);
      if (confirmed.status === 429) return passOn(reply, confirmed);
      error = confirmed.message;
    }
    const answer = await callApi<{ voucher: PublicVoucher }>(request, lang, 'GET', path);
    if (answer.ok) {
      const { voucher } = answer.data;
      return sendPage(reply, { page: 'voucher', lang, apiBase, token, voucher, error }, error ? 400 : 200);
    }
    if (answer.status === 404 || answer.status === 400)
      return sendPage(reply, { page: 'voucher', lang, apiBase, token, voucher: null }, 404);
    return passOn(reply, answer);
  };
  app.get<{ Params: { token: string } }>('/voucher/:token', (request, reply) => voucherPage(request, reply, false));
  app.post<{ Params: { token: string } }>('/voucher/:token', (request, reply) => voucherPage(request, reply, true));

  // A business's reply to the customer's feedback: its text and make-good (a voucher confirmed as on /voucher).
  app.get<{ Params: { code: string } }>('/reply/:code', async (request, reply) => {
    const lang = pickLang(request, reply);
    const { code } = request.params;
    const answer = await callApi<{ reply: PublicReply }>(
      request,
      lang,
      'GET',
      `/public/replies/${encodeURIComponent(code)}`,
    );
    if (answer.ok) return sendPage(reply, { page: 'reply', lang, apiBase, code, reply: answer.data.reply });
    if (answer.status === 404 || answer.status === 400)
      return sendPage(reply, { page: 'reply', lang, apiBase, code, reply: null }, 404);
    return passOn(reply, answer);
  });

  /** The review sites of a public answer's code (none when the API offers none or cannot say). */
  async function reviewOf(request: FastifyRequest, lang: LightLang, code: string) {
    const answer = await callApi<{ sites: ReviewSite[] }>(
      request,
      lang,
      'GET',
      `/public/review/${encodeURIComponent(code)}`,
    );
    const sites = answer.ok ? answer.data.sites.filter((s) => (REVIEW_SITES as readonly string[]).includes(s)) : [];
    return sites.length ? { code, sites } : null;
  }

  await walletPages(app, { callApi, apiBase, pickLang, sendPage, passCookies });
  await customerLoopPages(app, { callApi, apiBase, pickLang, sendPage });

  // Links sent before the public app moved to the root keep working.
  app.get('/p/*', (request, reply) => reply.redirect(request.url.slice(2) || '/', 301));
}
