import { defaultPages } from '../test/pages';
import { activeMenuKey, menuEntries, pageTitle, visiblePages } from './console-pages';

const pages = defaultPages();
const owner = visiblePages(pages, 'owner');

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
  ['/business/team/audit', 'Harakatlar tarixi'],
])('%s has the title %s', (path, title) => {
  const found = pageTitle(owner, path);
  expect(found === 'dashboard' ? found : found?.uz).toBe(title);
});

test('a path no visible page declares has no title (the shell says not found)', () => {
  expect(pageTitle(owner, '/business/nothing')).toBeNull();
  expect(pageTitle(visiblePages(pages, 'cashier'), '/business/vouchers')).toBeNull();
});

const labels = (role: 'owner' | 'manager' | 'cashier') =>
  menuEntries(pages, role).map((e) => (e.label ? e.label.uz : 'Dashboard'));

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
  const entries = menuEntries(pages, 'owner');
  expect(activeMenuKey(entries, '/business/forms/42/edit')).toBe('/business/forms');
  expect(activeMenuKey(entries, '/business/settings')).toBe('/business/settings');
  expect(activeMenuKey(entries, '/business/formsx')).toBeUndefined();
});
