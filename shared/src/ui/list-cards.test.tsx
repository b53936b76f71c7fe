/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n, initI18n } from '../i18n/instance';
import { ListCards } from './list-cards';

beforeAll(() => initI18n());

interface Row {
  id: string;
  amount: string;
}

function cards(props: { items: Row[]; loading: boolean }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ListCards<Row>
        label="Vaucherlar"
        rowKey={(r) => r.id}
        view={(r) => ({ figure: r.amount, status: 'Faol', date: '27.11.2026' })}
        empty="Hali yo'q"
        current={1}
        pageSize={10}
        total={props.items.length}
        onPage={() => undefined}
        showTotal={(total) => `Jami: ${total}`}
        {...props}
      />
    </I18nextProvider>
  );
}

test('while the first page loads there is no pager for its cards to push down; it comes with them', () => {
  const { rerender } = render(cards({ items: [], loading: true }));
  expect(screen.getByText((_, el) => el?.getAttribute('aria-busy') === 'true')).toBeInTheDocument();
  expect(screen.queryByText(/Jami/)).not.toBeInTheDocument();
  rerender(cards({ items: [{ id: '1', amount: '10 000' }], loading: false }));
  expect(screen.getByRole('list', { name: 'Vaucherlar' })).toHaveTextContent('10 000');
  expect(screen.getByText('Jami: 1')).toBeVisible();
});

test('a later page that loads keeps the pager under the dimmed cards, and an empty list says so', () => {
  const { rerender } = render(cards({ items: [{ id: '1', amount: '10 000' }], loading: true }));
  expect(screen.getByText('Jami: 1')).toBeVisible();
  rerender(cards({ items: [], loading: false }));
  expect(screen.getByText("Hali yo'q")).toBeVisible();
  expect(screen.getByText('Jami: 0')).toBeVisible();
});
