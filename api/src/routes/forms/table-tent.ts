import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failureSchema, tableTentQuerySchema } from '@fikr/shared/core';
import { readerLang } from '../../plugins/error-handler';
import { formTableTent } from '../../services/table-tent';

const idParams = z.object({ id: z.string().max(100) });

export default async function tableTentRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /** A printable table tent (A4 folding to A5) and a till card (A6) with the form's QR code and link. */
  app.get(
    '/:id/table-tent.pdf',
    {
      schema: {
        security: [{ bearer: [] }],
        tags: ['forms'],
        summary: 'Printable table tent of a form: application/pdf',
        params: idParams,
        querystring: tableTentQuerySchema,
        // the PDF's bytes: a Buffer is sent as is, never through the JSON serializer
        response: {
          200: {
            description: 'the PDF',
            content: { 'application/pdf': { schema: z.custom<Buffer>(Buffer.isBuffer).describe('binary') } },
          },
          '4xx': failureSchema,
          '5xx': failureSchema,
        },
      },
      preHandler: app.requireBusiness,
    },
    async (request, reply) => {
      const { lang, branch, coin } = request.query;
      const { pdf, fileName } = await formTableTent(app.db, request.businessId, request.params.id, {
        lang: lang ?? readerLang(request),
        branch,
        coin,
        formOrigin: app.config.publicFormOrigin,
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}
