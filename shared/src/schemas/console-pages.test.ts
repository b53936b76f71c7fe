import apps from '../../build-config/apps.json';
import { consolePageSchema, PAGE_ROLES, remoteEntrySchema, remoteOverrideSchema } from './console-pages';
import { ROLES } from './team';

const page = { path: 'team/*', module: 'routes', menu: { uz: 'Jamoa', ru: 'Команда', en: 'Team' }, roles: ['owner'] };

test('the page roles are the team roles', () => {
  expect(PAGE_ROLES).toEqual(ROLES);
});

test('a page needs a route, a module and at least one role', () => {
  expect(consolePageSchema.safeParse(page).success).toBe(true);
  expect(consolePageSchema.safeParse({ ...page, roles: [] }).success).toBe(false);
  expect(consolePageSchema.safeParse({ ...page, roles: ['admin'] }).success).toBe(false);
  expect(consolePageSchema.safeParse({ ...page, path: '/business/team' }).success).toBe(false);
  expect(consolePageSchema.safeParse({ ...page, menu: { uz: 'Jamoa' } }).success).toBe(false);
  expect(consolePageSchema.safeParse({ ...page, path: 'forms/:id/responses' }).success).toBe(true);
});

test('an override is a URL, an entry with pages, or null', () => {
  expect(remoteOverrideSchema.safeParse('https://cdn.example.uz/mf-team/mf-manifest.json').success).toBe(true);
  expect(remoteOverrideSchema.safeParse({ entry: '/remotes/mf-team/mf-manifest.json', pages: [page] }).success).toBe(
    true,
  );
  expect(remoteOverrideSchema.safeParse(null).success).toBe(true);
  expect(remoteOverrideSchema.safeParse({ pages: [page] }).success).toBe(false);
  expect(remoteOverrideSchema.safeParse(42).success).toBe(false);
});

test("every remote's declared pages in apps.json are valid and name a module the remote exposes", () => {
  for (const remote of apps.remotes) {
    const pages = (remote as { pages?: unknown[] }).pages ?? [];
    const parsed = remoteEntrySchema.parse({ entry: 'x', pages });
    for (const p of parsed.pages ?? []) expect(Object.keys(remote.exposes)).toContain(`./${p.module}`);
  }
});
