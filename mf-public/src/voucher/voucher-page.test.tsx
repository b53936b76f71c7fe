import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, useApiServer } from '@fikr/shared/testing';
import { fail } from '../test/fixtures';
import { renderPublic } from '../test/render';
import type { PublicVoucher } from './use-voucher';

const api = useApiServer();
const TOKEN = 'tok_abcdefghijklmnop';
const GET = `GET /api/public/vouchers/${TOKEN}`;
const CONFIRM = `POST /api/public/vouchers/${TOKEN}/confirm`;
const DAY = 86_400_000;

function voucher(overrides: Partial<PublicVoucher> = {}): PublicVoucher {
  return {
    amount: 25000,
    code: 'ab12cd34',
    description: 'Keyingi tashrifingiz uchun',
    expiresAt: new Date(Date.now() + 10 * DAY).toISOString(),
    isRedeemed: false,
    userConfirm: false,
    business: { name: 'Choyxona Navro‘z', logo: null },
    ...overrides,
  };
}

async function open(v: PublicVoucher) {
  api.server.route(GET, ok({ voucher: v }));
  renderPublic(`/voucher/${TOKEN}`);
  await screen.findByRole('heading', { name: 'Voucher' });
}

describe('/voucher/{token}', () => {
  it('shows the voucher and confirms it through the public API', async () => {
    api.server.route(CONFIRM, ok({ voucher: voucher({ userConfirm: true }) }));
    await open(voucher());
    expect(screen.getByText('Choyxona Navro‘z')).toBeVisible();
    expect(screen.getByTestId('voucher-amount').textContent).toBe("25 000 so'm");
    expect(screen.getByTestId('voucher-code').textContent).toBe('AB12CD34');
    expect(screen.getByText('Keyingi tashrifingiz uchun')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Tasdiqlash' }));
    await screen.findByRole('heading', { name: 'Tasdiqlangan' });
    expect(screen.queryByRole('button', { name: 'Tasdiqlash' })).not.toBeInTheDocument();
    expect(api.server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([GET, CONFIRM]);
  });

  it('an already confirmed voucher says so', async () => {
    await open(voucher({ userConfirm: true }));
    expect(screen.getByRole('heading', { name: 'Tasdiqlangan' })).toBeVisible();
  });

  it('a redeemed voucher cannot be confirmed', async () => {
    await open(voucher({ isRedeemed: true, userConfirm: true }));
    expect(screen.getByRole('heading', { name: 'Ishlatilgan' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Tasdiqlash' })).not.toBeInTheDocument();
  });

  it('an expired voucher cannot be confirmed', async () => {
    await open(voucher({ expiresAt: new Date(Date.now() - DAY).toISOString() }));
    expect(screen.getByRole('heading', { name: 'Muddati tugagan' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Tasdiqlash' })).not.toBeInTheDocument();
  });

  it('an unknown token says the voucher was not found', async () => {
    api.server.route(GET, fail(404, 'Voucher topilmadi'));
    renderPublic(`/voucher/${TOKEN}`);
    await screen.findByRole('heading', { name: 'Voucher topilmadi' });
    expect(screen.getByText("Havola noto'g'ri yoki eskirgan.")).toBeVisible();
  });

  it("a refused confirmation shows the server's message", async () => {
    api.server.route(CONFIRM, fail(409, 'Voucher allaqachon ishlatilgan'));
    await open(voucher());
    await userEvent.click(screen.getByRole('button', { name: 'Tasdiqlash' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Voucher allaqachon ishlatilgan');
    expect((screen.getByRole('button', { name: 'Tasdiqlash' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
