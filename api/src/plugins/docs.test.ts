// The OpenAPI document at /api/docs/json is the API's contract: every operation says what it answers. A route
// added without a declared success answer (or hidden by mistake) fails here.
import Fastify, { type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okResponse } from '../routes/replies';
import { call, createTestApp, type TestApp } from '../test/harness';
import { registerDocs } from './docs';

interface Operation {
  responses: Record<string, { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }>;
}

type Document = { paths: Record<string, Record<string, Operation>> };

const operations = (doc: Document) =>
  Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })),
  );

/**
 * One name per operation: Fastify's `/api/forms/:id` as OpenAPI writes it (`/api/forms/{id}`), without the trailing
 * slash (a prefix's own route is registered as `/api/forms` and `/api/forms/`, documented once).
 */
const operationName = (name: string) => name.replace(/:(\w+)/g, '{$1}').replace(/(.)\/$/, '$1');

describe('the OpenAPI document at /api/docs/json', () => {
  let t: TestApp;
  let doc: Document;
  const apiRoutes: string[] = [];
  const collect = (route: RouteOptions) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    for (const method of [route.method].flat()) if (method !== 'HEAD') apiRoutes.push(`${method} ${route.url}`);
  };

  beforeAll(async () => {
    t = await createTestApp('pglite', {}, { onRoute: collect });
    const res = await call<Document>(t.app, 'GET', '/api/docs/json');
    expect(res.status).toBe(200);
    doc = res.body;
  });
  afterAll(() => t.close());

  it('documents every route under /api, and nothing else (pages, files, the docs themselves)', () => {
    expect(apiRoutes.length).toBeGreaterThan(40);
    const documented = operations(doc).map((o) => operationName(o.name));
    const registered = new Set(apiRoutes.map(operationName));
    expect(documented.sort()).toEqual([...registered].sort());
  });

  it('every operation declares its success answer with a content schema: { success: true, data } in JSON', () => {
    const undeclared = operations(doc)
      .filter(({ op }) => {
        const success = Object.entries(op.responses).filter(([status]) => /^2/.test(status));
        const redirects = Object.keys(op.responses).filter((status) => /^3/.test(status));
        const typed = success.some(([, answer]) =>
          Object.entries(answer.content ?? {}).some(([type, { schema }]) =>
            type === 'application/json'
              ? schema?.properties?.success !== undefined && schema.properties.data !== undefined
              : schema !== undefined,
          ),
        );
        return !typed && redirects.length === 0;
      })
      .map((o) => o.name);
    expect(undeclared).toEqual([]);
  });

  it('every operation declares the failure shape for its 4xx and 5xx answers', () => {
    const failureFields = ['success', 'message', 'code', 'errors', 'requestId'];
    const missing = operations(doc)
      .filter(({ op }) =>
        ['4XX', '5XX'].some(
          (status) =>
            Object.keys(op.responses[status]?.content?.['application/json']?.schema?.properties ?? {}).join() !==
            failureFields.join(),
        ),
      )
      .map((o) => o.name);
    expect(missing).toEqual([]);
  });

  it('documents the fields the console reads, e.g. a form with its open-link code and counts', () => {
    const form = doc.paths['/api/forms/{id}'].get.responses['200'].content?.['application/json'].schema;
    const data = form?.properties?.data as { properties: Record<string, unknown>; required: string[] };
    expect(data.required).toEqual(
      expect.arrayContaining(['_id', 'title', 'questions', 'shareCode', 'responsesCount', 'completedCount']),
    );
  });
});

describe('routes outside /api in the document', () => {
  it('are left out: a server-rendered page or a redirect is not a JSON API operation', async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await registerDocs(app);
    app.get('/form/:code', async (_request, reply) => reply.type('text/html').send('<!doctype html>'));
    app.get('/p/*', async (_request, reply) => reply.redirect('/', 301));
    app.get('/api/ping', { schema: { response: okResponse(z.object({ pong: z.boolean() })) } }, async () =>
      ok({ pong: true }),
    );
    await app.ready();
    const res = await call<Document>(app, 'GET', '/api/docs/json');
    expect(Object.keys(res.body.paths)).toEqual(['/api/ping']);
    await app.close();
  });
});
