/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n, initI18n } from '../i18n/instance';
import { CardsPager, pagerItems } from './cards-pager';

beforeAll(() => initI18n());

test('a small pager shows the ends and the neighbours of the current page, a gap for the rest', () => {
  expect(pagerItems(1, 1)).toEqual([1]);
  expect(pagerItems(1, 4)).toEqual([1, 2, 3, 4]);
  expect(pagerItems(1, 10)).toEqual([1, 2, 3, null, 10]);
  expect(pagerItems(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
  expect(pagerItems(10, 10)).toEqual([1, null, 8, 9, 10]);
});

function renderPager(props: { current: number; total: number; pageSize?: number }) {
  const onPage = jest.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <CardsPager pageSize={10} {...props} onPage={onPage} showTotal={(total) => `Jami: ${total}`} />
    </I18nextProvider>,
  );
  return onPage;
}

test('the pager moves between pages, and a new page size starts the list again at its first page', () => {
  const onPage = renderPager({ current: 2, total: 45 });
  expect(screen.getByText('Jami: 45')).toBeVisible();
  expect(screen.getByTitle('2')).toHaveAttribute('aria-current', 'page');
  fireEvent.click(screen.getByTitle('5'));
  expect(onPage).toHaveBeenLastCalledWith(5, 10);
  fireEvent.click(screen.getByRole('button', { name: 'Keyingi sahifa' }));
  expect(onPage).toHaveBeenLastCalledWith(3, 10);
  fireEvent.click(screen.getByRole('button', { name: 'Oldingi sahifa' }));
  expect(onPage).toHaveBeenLastCalledWith(1, 10);
  fireEvent.change(screen.getByRole('combobox', { name: 'sahifa hajmi' }), { target: { value: '25' } });
  expect(onPage).toHaveBeenLastCalledWith(1, 25);
  expect(screen.getByRole('option', { name: '50 / sah.' })).toBeInTheDocument();
});

test('at the first and the last page there is no way further', () => {
  renderPager({ current: 1, total: 8 });
  expect(screen.getByRole('button', { name: 'Oldingi sahifa' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Keyingi sahifa' })).toBeDisabled();
});
