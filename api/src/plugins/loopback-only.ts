import { isIPv4 } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { notFound } from '../lib/app-error';

/** 127.0.0.0/8, ::1 and their IPv4-mapped forms. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIPv4(v4)) return v4.startsWith('127.');
  return address === '::1';
}

/**
 * onRequest hook: the route exists only for a client on this machine. The socket's own peer address decides,
 * never X-Forwarded-For (request.ip follows TRUST_PROXY, and a proxy on this machine would make every client local
 * by that measure too — so such a proxy must not forward /api/dev).
 */
export async function loopbackOnly(request: FastifyRequest): Promise<void> {
  if (!isLoopback(request.socket.remoteAddress)) throw notFound();
}
