import { routeRemote, routeScripts } from './preload-route-remote';

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

describe("the scripts preloaded for a route's remote page", () => {
  // as the build writes mf-manifest.json: the texts chunks are async scripts of every exposed module
  const texts = [
    'mf-responses-texts-uz.0a1b2c3d4e.js',
    'mf-responses-texts-ru.5f6a7b8c9d.js',
    'mf-responses-texts-en.1234567890.js',
  ];
  const mf = {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      {
        name: 'routes',
        assets: {
          js: { sync: ['8022.cf.js', '__federation_expose_routes.34.js'], async: ['9262.f7.js', ...texts, texts[1]] },
        },
      },
      {
        name: 'new-request-dialog',
        assets: { js: { sync: ['__federation_expose_new_request_dialog.10.js'], async: texts } },
      },
    ],
  };

  test("the entry, the module's sync scripts and the texts in the reader's language only", () => {
    expect(routeScripts(mf, 'routes', 'ru')).toEqual([
      'remoteEntry.js',
      '8022.cf.js',
      '__federation_expose_routes.34.js',
      'mf-responses-texts-ru.5f6a7b8c9d.js',
    ]);
    expect(routeScripts(mf, './routes', 'uz')).toContain('mf-responses-texts-uz.0a1b2c3d4e.js');
    expect(routeScripts(mf, 'new-request-dialog', 'en')).toEqual([
      'remoteEntry.js',
      '__federation_expose_new_request_dialog.10.js',
      'mf-responses-texts-en.1234567890.js',
    ]);
  });

  test("a chunk name that keeps the file's extension is found too, and an entry under a path", () => {
    const withPath = {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'js' } },
      exposes: [
        { name: 'till', assets: { js: { sync: [], async: ['js/mf-vouchers-texts-en-ts.ab.js', 'js/entries.cd.js'] } } },
      ],
    };
    expect(routeScripts(withPath, 'till', 'en')).toEqual(['js/remoteEntry.js', 'js/mf-vouchers-texts-en-ts.ab.js']);
  });

  test('a manifest without the module, or without texts chunks, gives what it has', () => {
    expect(routeScripts(mf, 'payments-tab', 'uz')).toEqual(['remoteEntry.js']);
    expect(routeScripts({}, 'routes', 'uz')).toEqual([]);
    expect(
      routeScripts(
        { exposes: [{ name: 'routes', assets: { js: { sync: ['a.js'], async: ['texts-uz.js'] } } }] },
        'routes',
        'uz',
      ),
    ).toEqual(['a.js']);
  });
});
