import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { text } from '../lib/messages';
import { readerLang } from '../plugins/error-handler';

/** The paths of the customer's public app (mf-public's own server), as every link a customer gets names them. */
export const PUBLIC_APP_PATHS = [
  '/form/*',
  '/form-completed',
  '/voucher/*',
  '/reply/*',
  '/wallet',
  '/wallet/*',
  '/stop/*',
  '/r/*',
  '/light/*',
  '/p/*',
] as const;

/** Connection-level headers: each hop has its own. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'host',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
]);

const withoutHops = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase())));

/**
 * For `npm start` only: one port for everything, so this server passes the public app's paths on to the public
 * app's own server at `target` (PUBLIC_APP_URL), as a reverse proxy would. It knows the paths, never the public
 * app's code or build: a new public-app build is deployed by restarting that server alone. The customer's address
 * goes on in X-Forwarded-For (this server's request.ip, never what the client sent), bodies and answers are
 * streamed through unchanged (compressed pages stay compressed, every Set-Cookie is kept).
 */
export async function publicAppProxy(app: FastifyInstance, target: string): Promise<void> {
  const upstream = new URL(target);
  const send = upstream.protocol === 'https:' ? httpsRequest : httpRequest;
  await app.register(async (scope) => {
    // The body is not read here (nor checked: request.body stays empty): the raw request streams to the public
    // app, which parses and limits it.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    const forward = async (request: FastifyRequest, reply: FastifyReply) => {
      const headers: Record<string, string | string[] | undefined> = {
        ...withoutHops(request.headers),
        host: upstream.host,
        'x-forwarded-for': request.ip,
        'x-forwarded-proto': request.protocol,
        'x-forwarded-host': request.headers.host,
      };
      let res: IncomingMessage;
      try {
        res = await new Promise<IncomingMessage>((resolve, reject) => {
          const out = send(
            {
              protocol: upstream.protocol,
              hostname: upstream.hostname,
              port: upstream.port,
              method: request.method,
              path: request.url,
              headers,
            },
            resolve,
          );
          out.on('error', reject);
          if (request.method === 'GET' || request.method === 'HEAD') out.end();
          else request.raw.pipe(out);
        });
      } catch (err) {
        request.log.error({ err, target }, 'the public app did not answer');
        return reply.code(502).send({
          success: false,
          message: text('errors.serverError', undefined, readerLang(request)),
          code: 'errors.serverError',
        });
      }
      return reply
        .code(res.statusCode ?? 502)
        .headers(withoutHops(res.headers))
        .send(res);
    };
    for (const url of PUBLIC_APP_PATHS) scope.route({ method: ['GET', 'POST'], url, handler: forward });
  });
}
