import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from '../lib/app-error';
import { customerTokenVersion } from '../services/customer-auth';
import { TOKEN_VERSION_CACHE_MS } from './auth';

/** The wallet's session cookie: HttpOnly, so the server-rendered pages use it and no script can read it. */
export const CUSTOMER_COOKIE = 'fikr_customer';
const SESSION_DAYS = 30;
const PHONE_RE = /^998\d{9}$/;

interface CustomerPayload {
  sub: string;
  ver?: number;
  kind?: string;
}

/**
 * Customers (the wallet) sign in by an SMS code: their token says kind 'customer' and its subject is the phone.
 * It opens /api/customer/* only (app.requireCustomer); owner routes refuse it (their subject must be a user id and
 * their token carries no kind), and requireCustomer refuses an owner's token. A bearer token or the cookie is read.
 */
export async function registerCustomerAuth(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCookie);
  app.decorateRequest('customerPhone', '');

  const versions = new Map<string, { version: number | null; at: number }>();
  async function currentVersion(phone: string): Promise<number | null> {
    const cached = versions.get(phone);
    if (cached && Date.now() - cached.at < TOKEN_VERSION_CACHE_MS) return cached.version;
    const version = await customerTokenVersion(app.db, phone);
    if (versions.size >= 50_000) versions.clear();
    versions.set(phone, { version, at: Date.now() });
    return version;
  }

  app.decorate('forgetCustomerVersion', (phone: string) => void versions.delete(phone));
  app.decorate('requireCustomer', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7) : request.cookies[CUSTOMER_COOKIE];
    if (!token) throw unauthorized();
    let payload: CustomerPayload;
    try {
      payload = app.jwt.verify<CustomerPayload>(token);
    } catch {
      throw unauthorized();
    }
    if (payload.kind !== 'customer' || !PHONE_RE.test(payload.sub)) throw unauthorized();
    const version = payload.ver ?? 0;
    if ((await currentVersion(payload.sub)) !== version) throw unauthorized();
    request.customerPhone = payload.sub;
    request.tokenVersion = version;
  });
}

/** A customer's session token, and the cookie that carries it to the server-rendered pages. */
export function startCustomerSession(
  app: FastifyInstance,
  reply: FastifyReply,
  phone: string,
  version: number,
): string {
  const token = app.jwt.sign({ sub: phone, ver: version, kind: 'customer' }, { expiresIn: `${SESSION_DAYS}d` });
  reply.setCookie(CUSTOMER_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: reply.request.protocol === 'https',
    path: '/',
    maxAge: SESSION_DAYS * 24 * 60 * 60,
  });
  return token;
}

export function clearCustomerSession(reply: FastifyReply): void {
  reply.clearCookie(CUSTOMER_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
}
