import { routeRemote } from './preload-route-remote';

const manifest = {
  mf_responses: {
    entry: '/remotes/mf-responses/mf-manifest.json',
    pages: [
      { path: 'responses/*', module: 'routes', roles: ['owner'] },
      { path: 'forms/:id/responses', module: 'routes', roles: ['owner'] },
    ],
  },
  mf_forms: { entry: '/remotes/mf-forms/mf-manifest.json', pages: [{ path: 'forms/*', module: 'routes' }] },
  mf_old: '/remotes/mf-old/mf-manifest.json',
};

test("a console route's remote page is found by the manifest's page paths, parameters and sub-routes included", () => {
  const responses = { manifestUrl: '/remotes/mf-responses/mf-manifest.json', module: 'routes' };
  expect(routeRemote(manifest, '/business/responses')).toEqual(responses);
  expect(routeRemote(manifest, '/business/responses/r1')).toEqual(responses);
  expect(routeRemote(manifest, '/business/forms/f1/responses')).toEqual(responses);
  expect(routeRemote(manifest, '/business/forms/new')).toEqual({
    manifestUrl: '/remotes/mf-forms/mf-manifest.json',
    module: 'routes',
  });
  expect(routeRemote(manifest, '/business/responsesx')).toBeNull();
  expect(routeRemote(manifest, '/business/dashboard')).toBeNull();
  expect(routeRemote(null, '/business/responses')).toBeNull();
  expect(routeRemote({ x: { entry: 1, pages: 'no' } }, '/business/responses')).toBeNull();
});
