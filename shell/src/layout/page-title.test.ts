import { pageTitleKey } from './page-title';
import { activeMenuKey } from './console-menu';

test.each([
  ['/business/dashboard', 'titles.dashboard'],
  ['/business/forms', 'titles.forms'],
  ['/business/forms/new', 'titles.newForm'],
  ['/business/forms/42/edit', 'titles.editForm'],
  ['/business/forms/42', 'titles.editForm'],
  ['/business/forms/42/responses', 'titles.responses'],
  ['/business/responses', 'titles.responses'],
  ['/business/vouchers', 'titles.vouchers'],
  ['/business/settings', 'titles.settings'],
  ['/business/nothing', 'titles.notFound'],
])('%s has the title %s', (path, key) => {
  expect(pageTitleKey(path)).toBe(key);
});

test('the menu highlights the section of nested pages', () => {
  expect(activeMenuKey('/business/forms/42/edit')).toBe('/business/forms');
  expect(activeMenuKey('/business/settings')).toBe('/business/settings');
  expect(activeMenuKey('/business/formsx')).toBeUndefined();
});
