import type { FastifyReply, FastifyRequest } from 'fastify';

type Lang = 'uz' | 'ru' | 'en';
const LANGS: Lang[] = ['uz', 'ru', 'en'];
const LANG_COOKIE = 'lang';

/** ?lang= (remembered in the `lang` cookie), else the cookie, else Uzbek: as the public app picks its pages' language. */
export function pickLang(request: FastifyRequest, reply: FastifyReply): Lang {
  const query = (request.query as Record<string, unknown> | undefined)?.lang;
  if (typeof query === 'string' && (LANGS as string[]).includes(query)) {
    reply.header('Set-Cookie', `${LANG_COOKIE}=${query}; Path=/; Max-Age=31536000; SameSite=Lax`);
    return query as Lang;
  }
  const cookie = /(?:^|;\s*)lang=(uz|ru|en)(?:;|$)/.exec(request.headers.cookie ?? '');
  return (cookie?.[1] as Lang | undefined) ?? 'uz';
}
