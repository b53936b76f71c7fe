import { act, screen, waitFor, within } from '@testing-library/react';
import { ok, useApiServer } from '@fikr/shared/testing';
import userEvent from '@testing-library/user-event';
import { renderPublic } from '../test/render';

describe('/form-completed', () => {
  it("thanks the customer after sending; 'Bosh sahifaga qaytish' goes to /", async () => {
    renderPublic('/form-completed');
    expect(screen.getByRole('heading', { name: 'Rahmat!' })).toBeVisible();
    expect(screen.getByText('Sizning javoblaringiz muvaffaqiyatli yuborildi.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Bosh sahifaga qaytish' }));
    expect(screen.getByText('home route')).toBeVisible();
  });

  it('with artu=true says the survey was already completed', () => {
    renderPublic('/form-completed?artu=true');
    expect(screen.getByRole('heading', { name: "To'ldirilgan" })).toBeVisible();
    expect(screen.getByText("Bu so'rovnoma allaqachon to'ldirilgan.")).toBeVisible();
    expect(screen.queryByText('Rahmat!')).not.toBeInTheDocument();
  });

  it('names the reward on its way: coins on the balance, a voucher by SMS (issue 16 item 15)', () => {
    const coin = renderPublic('/form-completed?reward=coin&amount=2000');
    expect(screen.getByTestId('completed-reward')).toHaveTextContent('2 000 coin hisobingizga tushdi');
    coin.unmount();
    const voucher = renderPublic('/form-completed?reward=voucher&amount=25000', { lang: 'en' });
    expect(screen.getByTestId('completed-reward')).toHaveTextContent(
      "Your 25 000 so'm voucher code is on its way by SMS",
    );
    voucher.unmount();
    renderPublic('/form-completed?reward=voucher&amount=25000', { lang: 'ru' });
    expect(screen.getByTestId('completed-reward')).toHaveTextContent('Код ваучера на 25 000 сум придёт по SMS');
  });

  it.each([
    '',
    '?reward=gold&amount=5',
    '?reward=coin&amount=0',
    '?reward=coin&amount=abc',
    '?artu=true&reward=coin&amount=5',
  ])('no reward line for %p (an open link, junk, or already completed)', (query) => {
    renderPublic(`/form-completed${query}`);
    expect(screen.queryByTestId('completed-reward')).not.toBeInTheDocument();
  });

  it('reads Russian when the customer chose it', () => {
    renderPublic('/form-completed', { lang: 'ru' });
    expect(screen.getByRole('heading', { name: 'Спасибо!' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Вернуться на главную' })).toBeVisible();
  });
});

describe('/form-completed with a public answer’s code', () => {
  const api = useApiServer();

  it('offers the review links in a section of their own after the thanks, with no reward figure in it', async () => {
    api.server.route('GET /api/public/review/AbC123', ok({ sites: ['google', 'twogis'] }));
    renderPublic('/form-completed?reward=coin&amount=2000&r=AbC123');
    const links = await screen.findByTestId('review-links');
    expect(within(links).getByRole('link', { name: 'Google Maps' })).toHaveAttribute('href', '/r/AbC123/google');
    expect(within(links).getByRole('link', { name: '2GIS' })).toHaveAttribute('href', '/r/AbC123/twogis');
    expect(within(links).queryByText(/2 000|coin/)).not.toBeInTheDocument();
    expect(links).not.toContainElement(screen.getByTestId('completed-reward'));
  });

  it('offers nothing when the API names no site, or the survey was already completed', async () => {
    api.server.route('GET /api/public/review/Private1', ok({ sites: [] }));
    renderPublic('/form-completed?r=Private1');
    await waitFor(() => expect(api.server.requests.some((r) => r.path === '/api/public/review/Private1')).toBe(true));
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(screen.queryByTestId('review-links')).not.toBeInTheDocument();
    renderPublic('/form-completed?artu=true&r=AbC123');
    expect(screen.queryByTestId('review-links')).not.toBeInTheDocument();
  });
});
