import { createElement } from 'react';
import { render } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { ListCards } from '@fikr/shared/list-cards';
import { i18nReady, tokenAtom, writeToken } from '@fikr/shared';
import { paintSnapshot } from '../boot/paint-snapshot';
import { SNAPSHOT_KEY } from '../boot/snapshot-format';
import { keepPageSnapshots, keepSnapshot, snapshotMarkup } from './page-snapshot';

const TOKEN = 'header.payload.signature-of-the-owner';

function showConsolePage() {
  document.body.innerHTML = `<div id="root"><div class="fikr-console"><main>
    <div id="rc-1" data-testid="stat-overall" onclick="alert(1)">4.5 / 5</div><input autofocus value="Osh"></main></div></div>`;
}

const bootSpinner = () => {
  document.body.innerHTML = '<div id="root"><div class="boot-spinner" role="status">Fikr…</div></div>';
  return document.getElementById('root')!;
};

beforeAll(() => i18nReady());
beforeEach(() => {
  window.history.pushState({}, '', '/business/dashboard');
  writeToken(TOKEN);
});
afterEach(() => {
  writeToken(null);
  localStorage.clear();
});

test('the kept markup has no ids, inline handlers or test ids of the live page (test ids are renamed)', () => {
  showConsolePage();
  const html = snapshotMarkup(document.getElementById('root')!);
  expect(html).toContain('4.5 / 5');
  expect(html).toContain('data-snapshot-testid="stat-overall"');
  expect(html).not.toMatch(/\bid=|onclick|autofocus|data-testid/);
});

test('the next start shows the page last seen under its time, and drops it the moment the console is up', async () => {
  showConsolePage();
  keepSnapshot(Date.UTC(2026, 10, 27, 9, 5)); // 14:05 in Tashkent
  const root = bootSpinner();
  paintSnapshot(TOKEN, Date.UTC(2026, 10, 27, 13, 0));
  const cover = document.getElementById('page-snapshot')!;
  expect(cover.shadowRoot?.textContent).toContain('yangilandi 14:05');
  expect(cover.shadowRoot?.textContent).toContain('4.5 / 5');
  expect(cover.hasAttribute('inert')).toBe(true);
  expect(cover.getAttribute('aria-hidden')).toBe('true');

  root.innerHTML = '<div class="fikr-console"><main>…</main></div>';
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(document.getElementById('page-snapshot')).toBeNull();
});

test('another session, another page or a week-old snapshot shows nothing', () => {
  showConsolePage();
  const savedAt = Date.now();
  keepSnapshot(savedAt);
  bootSpinner();
  paintSnapshot('another.session.token-of-someone-else', savedAt);
  window.history.pushState({}, '', '/business/responses');
  paintSnapshot(TOKEN, savedAt);
  window.history.pushState({}, '', '/business/dashboard');
  paintSnapshot(TOKEN, savedAt + 8 * 86_400_000);
  expect(document.getElementById('page-snapshot')).toBeNull();
});

const kept = () => Object.keys(localStorage).filter((key) => key.startsWith(SNAPSHOT_KEY));

test('each page is kept on its own, the four latest seen', () => {
  showConsolePage();
  const pages = [
    '/business/dashboard',
    '/business/responses',
    '/business/vouchers',
    '/business/forms',
    '/business/team',
  ];
  pages.forEach((page, i) => {
    window.history.pushState({}, '', page);
    keepSnapshot(1_000 + i);
  });
  expect(kept().sort()).toEqual(
    pages
      .slice(1)
      .map((page) => SNAPSHOT_KEY + page)
      .sort(),
  );
});

test('a page still loading is not kept, and signing out forgets what was', () => {
  document.body.innerHTML = '<div id="root"><div class="fikr-console"><div class="ant-skeleton"></div></div></div>';
  keepSnapshot();
  expect(kept()).toEqual([]);

  // a phone's card list while its next page loads
  document.body.innerHTML = '<div id="root"><div class="fikr-console"></div></div>';
  const list = {
    label: 'Javoblar',
    items: ['Osh'],
    rowKey: String,
    view: (item: string) => ({ figure: item, status: '', date: '' }),
  };
  const cards = { ...list, empty: '', current: 1, pageSize: 10, total: 11, onPage: () => undefined };
  const view = render(createElement(ListCards<string>, { ...cards, loading: true }), {
    container: document.querySelector<HTMLElement>('.fikr-console')!,
  });
  keepSnapshot();
  expect(kept()).toEqual([]);
  view.rerender(createElement(ListCards<string>, { ...cards, loading: false }));
  keepSnapshot();
  expect(kept()).toHaveLength(1);
  view.unmount();
  for (const key of kept()) localStorage.removeItem(key);

  showConsolePage();
  keepPageSnapshots();
  keepSnapshot();
  expect(localStorage.getItem(`${SNAPSHOT_KEY}/business/dashboard`)).toContain('4.5 / 5');
  const store = getDefaultStore();
  store.set(tokenAtom, TOKEN);
  writeToken(null);
  store.set(tokenAtom, null);
  expect(kept()).toEqual([]);
});
