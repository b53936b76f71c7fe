import type { FastifyReply } from 'fastify';
import hashedNames from '@fikr/shared/hashed-names.json';

/** Names carrying a content hash (webpack `[name].[contenthash:10].js`, esbuild `client-[hash].js`), or their .br/.gz copy. */
const HASHED = new RegExp(`${hashedNames.pattern}(\\.map)?(\\.br|\\.gz)?$`);

export const isHashed = (path: string) => HASHED.test(path);

/** Hashed files never change; entry points (html, remoteEntry, manifests) must always be revalidated. */
export function setCacheHeaders(reply: FastifyReply, path: string): void {
  reply.header('Cache-Control', isHashed(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
  reply.header('Access-Control-Allow-Origin', '*');
}
