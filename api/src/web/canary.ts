import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RemoteEntry } from '@fikr/shared/core';
import { text } from '../lib/messages';
import { readerLang } from '../plugins/error-handler';

/** The browser's canary remotes: remote name → the URL of its mf-manifest.json, in one cookie of this browser. */
export const CANARY_COOKIE = 'fikr_canary';

type Canaries = Record<string, string>;

function allowedUrl(url: string, origins: readonly string[]): boolean {
  try {
    const parsed = new URL(url);
    return /^https?:$/.test(parsed.protocol) && origins.includes(parsed.origin);
  } catch {
    return false;
  }
}

/** The cookie's canaries that still hold: a remote the manifest lists, on an allow-listed origin. */
export function canariesOf(
  request: FastifyRequest,
  manifest: Record<string, RemoteEntry>,
  origins: readonly string[],
): Canaries {
  const raw = request.cookies?.[CANARY_COOKIE];
  if (!raw || origins.length === 0) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  return Object.fromEntries(
    Object.entries(parsed).filter(
      ([remote, url]) => manifest[remote] && typeof url === 'string' && allowedUrl(url, origins),
    ),
  ) as Canaries;
}

/** The manifest as this browser gets it: each canary moves its remote, which keeps its declared pages. */
export function withCanaries(manifest: Record<string, RemoteEntry>, canaries: Canaries): Record<string, RemoteEntry> {
  const out = { ...manifest };
  for (const [remote, entry] of Object.entries(canaries)) out[remote] = { ...out[remote], entry };
  return out;
}

/**
 * GET /canary?remote=mf_forms&entry=<url of its mf-manifest.json>: this browser alone loads that remote from there
 * (a canary release tried by its team before the manifest moves for everyone); GET /canary?clear=1 ends it. Only
 * origins in MF_CANARY_ORIGINS are taken (without it the route does not exist), and production needs
 * MF_CANARY_IN_PRODUCTION besides. The CSP allows those origins, so nothing else can be loaded this way.
 */
export async function canaryRoute(app: FastifyInstance): Promise<void> {
  const origins = app.config.canaryOrigins;
  if (origins.length === 0) return;
  const refuse = (request: FastifyRequest, reply: FastifyReply, key: string) =>
    reply.code(400).send({ success: false, message: text(key, { origins: origins.join(', ') }, readerLang(request)) });
  app.get<{ Querystring: Record<string, string | undefined> }>('/canary', async (request, reply) => {
    const cookie = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: request.protocol === 'https' };
    if (request.query.clear !== undefined) {
      reply.clearCookie(CANARY_COOKIE, cookie);
      return reply.redirect('/business/dashboard', 303);
    }
    const { remote, entry } = request.query;
    await app.remotes.fresh();
    const manifest = app.remotes.manifest();
    if (typeof remote !== 'string' || !manifest[remote]) return refuse(request, reply, 'api.canaryUnknownRemote');
    if (typeof entry !== 'string' || entry.length > 2000 || !allowedUrl(entry, origins))
      return refuse(request, reply, 'api.canaryOriginNotAllowed');
    const next = { ...canariesOf(request, manifest, origins), [remote]: entry };
    reply.setCookie(CANARY_COOKIE, JSON.stringify(next), { ...cookie, maxAge: 7 * 24 * 3600 });
    return reply.redirect('/business/dashboard', 303);
  });
}
