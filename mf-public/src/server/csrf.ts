import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The hidden field every token-checked form carries. */
export const CSRF_FIELD = 'csrf';
const TOKEN_RE = /^[\w-]{43}$/;

/**
 * The double-submit cookie. On https it is `__Host-` prefixed: the browser takes it only from this very host
 * (Secure, Path=/, no Domain), so a sibling subdomain cannot plant a token of its choosing.
 */
const cookieName = (request: FastifyRequest) => (request.protocol === 'https' ? '__Host-fikr_csrf' : 'fikr_csrf');

function cookieToken(request: FastifyRequest): string | null {
  const name = cookieName(request);
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) {
      const value = part.slice(at + 1).trim();
      return TOKEN_RE.test(value) ? value : null;
    }
  }
  return null;
}

/**
 * The browser's form token: its cookie's, or a new one set now (HttpOnly, SameSite=Lax). A page renders it in a
 * hidden field; a cross-site page can neither read the cookie nor the field, so it cannot send a matching pair.
 */
export function csrfToken(request: FastifyRequest, reply: FastifyReply): string {
  const known = cookieToken(request);
  if (known) return known;
  const token = randomBytes(32).toString('base64url');
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header('set-cookie', `${cookieName(request)}=${token}; Path=/; HttpOnly; SameSite=Lax${secure}`);
  return token;
}

/**
 * Whether a post comes from this app's own pages: its Origin (or, when a browser sends none, its Referer) names
 * this host. A post with neither is refused: every browser that renders these forms sends at least one.
 */
export function sameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  const source = typeof origin === 'string' ? origin : request.headers.referer;
  if (!source || source === 'null') return false;
  try {
    return new URL(source).host === request.host;
  } catch {
    return false;
  }
}

/** The posted token equals the cookie's (compared in constant time). */
export function tokenMatches(request: FastifyRequest): boolean {
  const expected = cookieToken(request);
  const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
  const given = body[CSRF_FIELD];
  if (!expected || typeof given !== 'string' || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}
