import apps from '../../build-config/apps.json';
import { checkRemoteEntry } from './console-pages-check';
import { consolePageSchema, PAGE_ROLES, remoteEntrySchema, remoteOverrideSchema } from './console-pages';
import { ROLES } from './team';

const menu = { uz: 'Jamoa', ru: 'Команда', en: 'Team' };
const page = { path: 'team/*', module: 'routes', menu, roles: ['owner'] };

test("the page roles are the team roles and the platform's operator", () => {
  expect(PAGE_ROLES).toEqual([...ROLES, 'operator']);
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

const declared = apps.remotes.map((r) => ({
  entry: `/remotes/${r.name}/mf-manifest.json`,
  pages: (r as { pages?: unknown }).pages,
}));

/** Entries the shell may meet: every rule of the schema broken once, and the pages apps.json declares. */
const CASES: unknown[] = [
  ...declared,
  { entry: 'x' },
  { entry: 'x', pages: [] },
  { entry: 'x', pages: [page], extra: true },
  { entry: 'x', pages: [{ ...page, unknown: 1, order: 5, icon: 'team', title: menu }] },
  { entry: '' },
  { entry: 'x'.repeat(2001) },
  { entry: 7 },
  { pages: [page] },
  { entry: 'x', pages: page },
  { entry: 'x', pages: [{ ...page, roles: [] }] },
  { entry: 'x', pages: [{ ...page, roles: ['owner', 'king'] }] },
  { entry: 'x', pages: [{ ...page, roles: 'owner' }] },
  { entry: 'x', pages: [{ ...page, path: '/team' }] },
  { entry: 'x', pages: [{ ...page, path: 'Team' }] },
  { entry: 'x', pages: [{ ...page, path: 'team//audit' }] },
  { entry: 'x', pages: [{ ...page, path: `t${'a'.repeat(100)}` }] },
  { entry: 'x', pages: [{ ...page, module: './routes' }] },
  { entry: 'x', pages: [{ ...page, menu: { ...menu, en: '' } }] },
  { entry: 'x', pages: [{ ...page, menu: { ...menu, ru: 'к'.repeat(61) } }] },
  { entry: 'x', pages: [{ ...page, menu: 'Jamoa' }] },
  { entry: 'x', pages: [{ ...page, order: -1 }] },
  { entry: 'x', pages: [{ ...page, order: 10_001 }] },
  { entry: 'x', pages: [{ ...page, order: '5' }] },
  { entry: 'x', pages: [{ ...page, order: Number.NaN }] },
  { entry: 'x', pages: [{ ...page, icon: 'i'.repeat(41) }] },
  { entry: 'x', pages: [{ ...page, titles: [{ path: 'team/audit', title: menu }] }] },
  { entry: 'x', pages: [{ ...page, titles: [{ path: 'team/audit' }] }] },
  { entry: 'x', pages: [{ ...page, titles: { path: 'team/audit', title: menu } }] },
  { entry: 'x', pages: [{ ...page, slots: { tab: { remote: 'mf_payments', module: 'payments-tab' } } }] },
  { entry: 'x', pages: [{ ...page, slots: { tab: { remote: 'mf_payments' } } }] },
  { entry: 'x', pages: [{ ...page, slots: [] }] },
  null,
  42,
  'x',
  [],
];

test.each(CASES.map((c) => [JSON.stringify(c)?.slice(0, 90), c]))(
  "the shell's check answers as the zod schema: %s",
  (_, value) => {
    const parsed = remoteEntrySchema.safeParse(value);
    expect(checkRemoteEntry(value)).toEqual(parsed.success ? parsed.data : null);
  },
);

test("every remote's declared pages in apps.json are valid and name a module the remote exposes", () => {
  for (const remote of apps.remotes) {
    const parsed = remoteEntrySchema.parse({ entry: 'x', pages: (remote as { pages?: unknown[] }).pages ?? [] });
    for (const p of parsed.pages ?? []) expect(Object.keys(remote.exposes)).toContain(`./${p.module}`);
  }
});
