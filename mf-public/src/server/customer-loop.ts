import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SurveyStop } from '@fikr/shared/core';
import { translate } from '../light/texts';
import type { LightLang } from '../light/types';
import type { CallApi } from './api-client';
import type { SendPage } from './pages';

export interface CustomerLoopOptions {
  callApi: CallApi;
  apiBase: string;
  pickLang(request: FastifyRequest, reply: FastifyReply): LightLang;
  sendPage: SendPage;
}

const CODE_RE = /^[\w-]{1,200}$/;
const field = (body: unknown, name: string) => {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : '';
};

/**
 * The customer's side of closing the loop: /r/{code}/{site}, a completion page's review link (counted by the API,
 * then 302 to the site), and /stop/{code}, the survey SMS's opt-out page with its undo. Every unknown code, site or
 * missing link is the not-found page (404); the API's rules are the pages' rules.
 */
export async function customerLoopPages(app: FastifyInstance, options: CustomerLoopOptions): Promise<void> {
  const { callApi, apiBase, pickLang, sendPage } = options;
  const notFound = (reply: FastifyReply, lang: LightLang, key = 'notFound') =>
    sendPage(reply, { page: 'not-found', lang, apiBase, message: translate(lang, key) }, 404, 'no-store');

  app.get<{ Params: { code: string; site: string } }>('/r/:code/:site', async (request, reply) => {
    const lang = pickLang(request, reply);
    const { code, site } = request.params;
    if (!CODE_RE.test(code) || !/^[a-z0-9]{1,20}$/.test(site)) return notFound(reply, lang);
    const path = `/public/review/${encodeURIComponent(code)}/${site}`;
    const answer = await callApi<{ url: string }>(request, lang, 'POST', path);
    if (!answer.ok || !/^https:\/\//.test(answer.data.url)) return notFound(reply, lang);
    return reply.header('Cache-Control', 'no-store').redirect(answer.data.url, 302);
  });

  const stopPage = async (request: FastifyRequest<{ Params: { code: string } }>, reply: FastifyReply) => {
    const lang = pickLang(request, reply);
    const { code } = request.params;
    if (!CODE_RE.test(code)) return notFound(reply, lang, 'stop.notFound');
    if (request.method === 'POST') {
      const action = field(request.body, 'action') === 'resume' ? '/resume' : '';
      const done = await callApi<SurveyStop>(
        request,
        lang,
        'POST',
        `/public/stop/${encodeURIComponent(code)}${action}`,
      );
      if (done.ok) return reply.redirect(`/stop/${encodeURIComponent(code)}`, 303);
      return notFound(reply, lang, 'stop.notFound');
    }
    const answer = await callApi<SurveyStop>(request, lang, 'GET', `/public/stop/${encodeURIComponent(code)}`);
    if (!answer.ok) return notFound(reply, lang, 'stop.notFound');
    return sendPage(reply, { page: 'stop', lang, apiBase, code, stopped: answer.data.stopped }, 200, 'no-store');
  };
  app.get<{ Params: { code: string } }>('/stop/:code', stopPage);
  app.post<{ Params: { code: string } }>('/stop/:code', stopPage);
}
