import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * The operations are the JSON API's: the server-rendered pages, static files and redirects outside /api (the
 * console, /form/{code}, /uploads/…) are not API operations and stay out of the document.
 */
function apiOnly(input: TransformInput) {
  if (!input.url.startsWith('/api/')) return { schema: { hide: true }, url: input.url };
  return jsonSchemaTransform(input);
}

/** OpenAPI generated from the zod route schemas; UI at /api/docs, JSON at /api/docs/json. */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Fikr API', description: 'Customer feedback and rewards for businesses', version: '0.1.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: apiOnly,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
}
