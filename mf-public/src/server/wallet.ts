import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  normalizePhone,
  PAYOUT_MIN,
  type PayCode,
  type Payout,
  type Wallet,
  type WalletHistory,
} from '@fikr/shared/core';
import { qrDrawing } from '../light/qr-drawing';
import { translate } from '../light/texts';
import type { LightLang } from '../light/types';
import type { WalletPageState, WalletView } from '../light/wallet-types';
import type { ApiAnswer, ApiErrors, CallApi, passCookies as PassCookies } from './api-client';
import type { SendPage } from './pages';

type Lang = LightLang;

export interface WalletPagesOptions {
  callApi: CallApi;
  apiBase: string;
  pickLang(request: FastifyRequest, reply: FastifyReply): Lang;
  sendPage: SendPage;
  passCookies: typeof PassCookies;
}

/** One of the API's page sizes (10, 25, 50). */
const HISTORY_LIMIT = 25;
const SESSION_COOKIE = 'fikr_customer';
/** A customer's pages are theirs alone: no cache may keep them, and Back after signing out shows nothing. */
const PRIVATE = 'private, no-store';
const KEY_RE = /^[\w-]{1,100}$/;

const field = (body: unknown, name: string) => {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : '';
};

/**
 * /wallet and its pages, rendered by the light app. They hold no wallet logic: every answer comes from the JSON
 * API under /api/customer, called over HTTP exactly as a browser would (its cookie, its address, the page's
 * language), so the pages depend on the API's public contract alone. Forms post here and are answered with a
 * 303 or the page again with the API's messages.
 */
export async function walletPages(scope: FastifyInstance, options: WalletPagesOptions): Promise<void> {
  const { apiBase, pickLang, sendPage, passCookies } = options;
  const callApi = <T>(
    request: FastifyRequest,
    lang: Lang,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    body?: unknown,
    extraHeaders?: Record<string, string>,
  ) => options.callApi<T>(request, lang, method, `/customer${path}`, body, extraHeaders);

  /** The data of a read the page cannot do without: a refusal other than 401 is a fault of this page's request. */
  function readable<T>(answer: ApiAnswer<T>): T {
    if (!answer.ok) throw new Error(`the wallet API refused a page's read: ${answer.status} ${answer.message}`);
    return answer.data;
  }

  const signOut = (request: FastifyRequest, reply: FastifyReply, answer: ApiAnswer<unknown>) => {
    if (answer.cookies.length) passCookies(request, reply, answer.cookies);
    else if (request.headers.cookie?.includes(`${SESSION_COOKIE}=`))
      reply.header('set-cookie', `${SESSION_COOKIE}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax`);
    return reply.redirect('/wallet', 303);
  };

  const page = (reply: FastifyReply, lang: Lang, state: WalletPageState, status = 200) =>
    sendPage(reply, { lang, apiBase, ...state }, status, PRIVATE);

  const walletView = (wallet: Wallet): WalletView => ({
    ...wallet,
    vouchers: wallet.vouchers.map((v) => ({ ...v, qr: v.state === 'valid' ? qrDrawing(v.code) : null })),
  });

  /** GET /api/customer/wallet, or null once the reply went out: the sign-in page (`signInHere`) or a 303 there. */
  async function wallet(request: FastifyRequest, reply: FastifyReply, lang: Lang, signInHere = false) {
    const answer = await callApi<Wallet>(request, lang, 'GET', '/wallet');
    if (answer.ok || answer.status !== 401) return readable(answer);
    if (signInHere) await page(reply, lang, { page: 'wallet-sign-in' });
    else await reply.redirect('/wallet', 303);
    return null;
  }

  /** Whether the phone stopped survey requests (the wallet's toggle); unknown when the API cannot say. */
  const surveysStopped = async (request: FastifyRequest, lang: Lang) => {
    const answer = await callApi<{ stopped: boolean }>(request, lang, 'GET', '/surveys');
    return answer.ok ? answer.data.stopped : undefined;
  };

  scope.get('/wallet', async (request, reply) => {
    const lang = pickLang(request, reply);
    const data = await wallet(request, reply, lang, true);
    if (!data) return reply;
    const stopped = await surveysStopped(request, lang);
    return page(reply, lang, { page: 'wallet', wallet: walletView(data), surveysStopped: stopped });
  });

  // The toggle of survey requests from every business: the same stop as the SMS link's page and the bot's /stop.
  scope.post('/wallet/surveys', async (request, reply) => {
    const lang = pickLang(request, reply);
    const stopped = field(request.body, 'stopped') === 'true';
    const answer = await callApi(request, lang, 'PUT', '/surveys', { stopped });
    if (answer.ok || answer.status === 401) return reply.redirect('/wallet', 303);
    const data = await wallet(request, reply, lang);
    if (!data) return reply;
    return page(reply, lang, { page: 'wallet', wallet: walletView(data), errors: answer.errors }, answer.status);
  });

  scope.post('/wallet/code', async (request, reply) => {
    const lang = pickLang(request, reply);
    const phone = field(request.body, 'phone');
    const answer = await callApi(request, lang, 'POST', '/auth/code', { phone });
    if (answer.ok) return reply.redirect(`/wallet/verify?phone=${normalizePhone(phone)}`, 303);
    if (answer.status === 400 && !Object.keys(answer.errors.fields).length) answer.errors.fields.phone = answer.message;
    return page(reply, lang, { page: 'wallet-sign-in', phone, errors: answer.errors }, answer.status);
  });

  scope.get<{ Querystring: { phone?: string } }>('/wallet/verify', async (request, reply) => {
    const lang = pickLang(request, reply);
    const phone = normalizePhone(request.query.phone);
    if (!phone) return reply.redirect('/wallet', 303);
    return page(reply, lang, { page: 'wallet-verify', phone });
  });

  scope.post('/wallet/verify', async (request, reply) => {
    const lang = pickLang(request, reply);
    const phone = normalizePhone(field(request.body, 'phone'));
    if (!phone) return reply.redirect('/wallet', 303);
    const answer = await callApi(request, lang, 'POST', '/auth/verify', { phone, code: field(request.body, 'code') });
    if (answer.ok) {
      passCookies(request, reply, answer.cookies);
      return reply.redirect('/wallet', 303);
    }
    // A wrong code is a refusal of the code, whatever the API names; a 429 is for the whole form.
    if (answer.status === 400) answer.errors.fields.code ??= answer.message;
    return page(reply, lang, { page: 'wallet-verify', phone, errors: answer.errors }, answer.status);
  });

  scope.post<{ Params: { id: string } }>('/wallet/vouchers/:id/confirm', async (request, reply) => {
    const lang = pickLang(request, reply);
    const path = `/vouchers/${encodeURIComponent(request.params.id)}/confirm`;
    const answer = await callApi(request, lang, 'POST', path);
    if (answer.ok || answer.status === 401) return reply.redirect('/wallet', 303);
    const data = await wallet(request, reply, lang);
    if (!data) return reply;
    return page(reply, lang, { page: 'wallet', wallet: walletView(data), errors: answer.errors }, answer.status);
  });

  scope.get<{ Querystring: { page?: string } }>('/wallet/history', async (request, reply) => {
    const lang = pickLang(request, reply);
    const number = /^[1-9]\d{0,5}$/.test(request.query.page ?? '') ? Number(request.query.page) : 1;
    const answer = await callApi<WalletHistory>(
      request,
      lang,
      'GET',
      `/wallet/history?page=${number}&limit=${HISTORY_LIMIT}`,
    );
    if (answer.status === 401) return reply.redirect('/wallet', 303);
    return page(reply, lang, { page: 'wallet-history', history: readable(answer) });
  });

  scope.get('/wallet/pay', async (request, reply) => {
    const lang = pickLang(request, reply);
    const data = await wallet(request, reply, lang);
    return data ? page(reply, lang, { page: 'wallet-pay', coin: data.coin, payCode: null }) : reply;
  });

  // Shown in the answer to the post itself: the code lives 3 minutes, a reload may as well make a new one. The
  // amount is the customer's consent: the cashier takes at most that with the code.
  scope.post('/wallet/pay', async (request, reply) => {
    const lang = pickLang(request, reply);
    const amount = field(request.body, 'amount');
    const answer = await callApi<PayCode>(request, lang, 'POST', '/pay-codes', { amount });
    if (answer.status === 401) return reply.redirect('/wallet', 303);
    const data = await wallet(request, reply, lang);
    if (!data) return reply;
    if (!answer.ok) {
      // more than the balance is a refusal of the amount, as a field error
      if (answer.status === 400 && !Object.keys(answer.errors.fields).length)
        answer.errors.fields.amount = answer.message;
      const failed = { page: 'wallet-pay' as const, coin: data.coin, payCode: null, amount, errors: answer.errors };
      return page(reply, lang, failed, answer.status);
    }
    const payCode = { ...answer.data, qr: qrDrawing(answer.data.code) };
    return page(reply, lang, { page: 'wallet-pay', coin: data.coin, payCode }, 201);
  });

  /** The payouts page: the balance, the list, and a form with a new idempotency key. */
  async function payoutsPage(
    request: FastifyRequest,
    reply: FastifyReply,
    lang: Lang,
    failed?: { values: { amount: string; cardNumber: string }; errors: ApiErrors; status: number },
  ) {
    const [balance, list] = await Promise.all([
      callApi<Wallet>(request, lang, 'GET', '/wallet'),
      callApi<{ payouts: Payout[] }>(request, lang, 'GET', '/payouts'),
    ]);
    if (balance.status === 401 || list.status === 401) return reply.redirect('/wallet', 303);
    return page(
      reply,
      lang,
      {
        page: 'wallet-payouts',
        coin: readable(balance).coin,
        payoutMin: PAYOUT_MIN,
        payouts: readable(list).payouts,
        idempotencyKey: randomUUID(),
        values: failed?.values,
        errors: failed?.errors,
      },
      failed?.status,
    );
  }

  scope.get('/wallet/payouts', async (request, reply) => payoutsPage(request, reply, pickLang(request, reply)));

  scope.post('/wallet/payouts', async (request, reply) => {
    const lang = pickLang(request, reply);
    const values = { amount: field(request.body, 'amount'), cardNumber: field(request.body, 'cardNumber') };
    const key = field(request.body, 'idempotencyKey');
    // The key comes from the page the customer filled in, never from here: a post without one is not a form's.
    if (!KEY_RE.test(key)) {
      const errors = { fields: {}, message: translate(lang, 'wallet.formExpired') };
      return payoutsPage(request, reply, lang, { values, errors, status: 400 });
    }
    const answer = await callApi(request, lang, 'POST', '/payouts', values, { 'idempotency-key': key });
    if (answer.ok || answer.status === 401) return reply.redirect(answer.ok ? '/wallet/payouts' : '/wallet', 303);
    return payoutsPage(request, reply, lang, { values, errors: answer.errors, status: answer.status });
  });

  scope.post('/wallet/logout', async (request, reply) => {
    const lang = pickLang(request, reply);
    return signOut(request, reply, await callApi(request, lang, 'POST', '/auth/logout'));
  });

  scope.get('/wallet/forget', async (request, reply) => {
    const lang = pickLang(request, reply);
    if (!(await wallet(request, reply, lang))) return reply;
    return page(reply, lang, { page: 'wallet-forget' });
  });

  scope.post('/wallet/forget', async (request, reply) => {
    const lang = pickLang(request, reply);
    const answer = await callApi(request, lang, 'DELETE', '/data');
    if (answer.ok || answer.status === 401) return signOut(request, reply, answer);
    // Refused (too many tries): still signed in, and told why on the wallet page.
    const data = await wallet(request, reply, lang);
    if (!data) return reply;
    return page(reply, lang, { page: 'wallet', wallet: walletView(data), errors: answer.errors }, answer.status);
  });
}
