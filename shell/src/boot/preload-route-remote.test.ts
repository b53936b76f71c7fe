import { routeRemote } from './preload-route-remote';

const manifest = {
  mf_responses: {
    entry: '/remotes/mf-responses/mf-manifest.json',
    pages: [
      {
        path: 'responses/*',
        module: 'routes',
        roles: ['owner'],
        menu: { uz: 'Javoblar', ru: 'Ответы', en: 'Responses' },
      },
      { path: 'forms/:id/responses', module: 'routes', roles: ['owner'], title: { uz: 'Forma javoblari' } },
    ],
  },
  mf_forms: { entry: '/remotes/mf-forms/mf-manifest.json', pages: [{ path: 'forms/*', module: 'routes' }] },
  mf_old: '/remotes/mf-old/mf-manifest.json',
};

test("a console route's remote page is found by the manifest's page paths, parameters and sub-routes included", () => {
  const responses = {
    manifestUrl: '/remotes/mf-responses/mf-manifest.json',
    module: 'routes',
    title: { uz: 'Javoblar', ru: 'Ответы', en: 'Responses' },
  };
  expect(routeRemote(manifest, '/business/responses')).toEqual(responses);
  expect(routeRemote(manifest, '/business/responses/r1')).toEqual(responses);
  // the page's own title comes before its menu label
  expect(routeRemote(manifest, '/business/forms/f1/responses')).toEqual({
    ...responses,
    title: { uz: 'Forma javoblari' },
  });
  expect(routeRemote(manifest, '/business/forms/new')).toEqual({
    manifestUrl: '/remotes/mf-forms/mf-manifest.json',
    module: 'routes',
    title: {},
  });
  expect(routeRemote(manifest, '/business/responsesx')).toBeNull();
  expect(routeRemote(manifest, '/business/dashboard')).toBeNull();
  expect(routeRemote(null, '/business/responses')).toBeNull();
  expect(routeRemote({ x: { entry: 1, pages: 'no' } }, '/business/responses')).toBeNull();
});
