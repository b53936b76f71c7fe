import type { PageRole } from '@fikr/shared/console-pages';
import { defaultPages } from '../test/pages';
import { activeMenuKey, menuEntries, pageTitle, type RemotePage, visiblePages } from './console-pages';

const pages = defaultPages();
const owner = visiblePages(pages, ['owner']);

test.each([
  ['/business/dashboard', 'dashboard'],
  ['/business/forms', 'Formalar'],
  ['/business/forms/new', 'Yangi forma'],
  ['/business/forms/42/edit', 'Formani tahrirlash'],
  ['/business/forms/42', 'Formani tahrirlash'],
  ['/business/forms/42/responses', "So'rovnoma"],
  ['/business/responses', "So'rovnoma"],
  ['/business/vouchers', 'Voucherlar'],
  ['/business/settings', 'Sozlamalar'],
  ['/business/till', 'Kassa'],
  ['/business/team', 'Jamoa'],
  ['/business/team/branches', 'Filiallar'],
  ['/business/team/audit', 'Harakatlar tarixi'],
])('%s has the title %s', (path, title) => {
  const found = pageTitle(owner, path);
  expect(found === 'dashboard' ? found : found?.uz).toBe(title);
});

test('a path no visible page declares has no title (the shell says not found)', () => {
  expect(pageTitle(owner, '/business/nothing')).toBeNull();
  expect(pageTitle(visiblePages(pages, ['cashier']), '/business/vouchers')).toBeNull();
});

const labels = (role: PageRole, all = pages) =>
  menuEntries(all, [role]).map((e) => (e.label ? e.label.uz : 'Dashboard'));

test("the spec's five items keep their order; the till and the team follow; each role sees its own", () => {
  expect(labels('owner')).toEqual([
    'Dashboard',
    'Formalar',
    "So'rovnoma",
    'Voucherlar',
    'Kassa',
    'Sozlamalar',
    'Jamoa',
  ]);
  expect(labels('manager')).toEqual(['Dashboard', 'Formalar', "So'rovnoma", 'Voucherlar', 'Kassa']);
  expect(labels('cashier')).toEqual(['Kassa']);
});

test('the menu highlights the section of nested pages', () => {
  const entries = menuEntries(pages, ['owner']);
  expect(activeMenuKey(entries, '/business/forms/42/edit')).toBe('/business/forms');
  expect(activeMenuKey(entries, '/business/settings')).toBe('/business/settings');
  expect(activeMenuKey(entries, '/business/formsx')).toBeUndefined();
});

const platform: RemotePage = {
  path: 'ops/*',
  module: 'routes',
  menu: { uz: 'Platforma', ru: 'Платформа', en: 'Platform' },
  order: 70,
  roles: ['operator'],
  remote: 'mf_ops',
};

test("an operator sees the operators' pages besides their role's; without a business, those alone", () => {
  const all = [...pages.filter((page) => !page.roles.includes('operator')), platform];
  expect(menuEntries(all, ['owner', 'operator']).map((e) => e.key)).toEqual([
    '/business/dashboard',
    '/business/forms',
    '/business/responses',
    '/business/vouchers',
    '/business/till',
    '/business/settings',
    '/business/team',
    '/business/ops',
  ]);
  expect(menuEntries(all, ['operator']).map((e) => e.key)).toEqual(['/business/ops']);
  expect(labels('owner', all)).not.toContain('Platforma');
  expect(pageTitle(visiblePages(all, ['operator']), '/business/ops/money')).toEqual(platform.menu);
  expect(pageTitle(visiblePages(all, ['operator']), '/business/forms')).toBeNull();
});
