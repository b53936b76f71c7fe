/**
 * @jest-environment-options {"customExportConditions": ["node", "require"]}
 * @jsxImportSource preact
 */
// The wallet pages as the server renders them: what a customer reads in the HTML, before any script runs.
// Preact's CommonJS build (node's conditions), as the server's render uses it; jsdom's would be its ES modules.
import { renderToString } from 'preact-render-to-string';
import type { Payout, WalletHistory } from '@fikr/shared/core';
import { qrDrawing } from './qr-drawing';
import { textsFor } from './texts';
import type { LightLang } from './types';
import { WalletApp } from './wallet-app';
import type { WalletPageState, WalletVoucherView } from './wallet-types';

const render = (state: WalletPageState, lang: LightLang = 'uz') => {
  const html = renderToString(<WalletApp lang={lang} t={textsFor(lang)} state={state} />);
  const text = html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ');
  return { html, text };
};

const voucher = (patch: Partial<WalletVoucherView> = {}): WalletVoucherView => ({
  _id: 'v1',
  code: 'AB12CD',
  amount: 25_000,
  description: 'Kofe',
  businessName: 'Choyxona Navro‘z',
  expiresAt: '2030-01-15T09:30:00.000Z',
  isRedeemed: false,
  userConfirm: false,
  state: 'valid',
  qr: qrDrawing('AB12CD'),
  ...patch,
});

describe('the wallet pages', () => {
  it('signed out: the phone form posts to /wallet/code; a refusal is shown by the field', () => {
    const { html, text } = render({
      page: 'wallet-sign-in',
      phone: '12',
      errors: { fields: { phone: "Telefon raqami noto'g'ri" }, message: "Telefon raqami noto'g'ri" },
    });
    expect(text).toContain('Hamyonga kirish');
    expect(html).toMatch(/<form[^>]*method="post"[^>]*action="\/wallet\/code"/);
    expect(html).toContain('value="12"');
    expect(html).toContain('aria-describedby="fw-phone-error"');
    expect(html).not.toContain('fp-alert'); // the field says it, once
  });

  it('the code page keeps the phone and says where the code went', () => {
    const { html, text } = render({ page: 'wallet-verify', phone: '998901234567' }, 'en');
    expect(text).toContain('A 6-digit code was sent to +998 90 123-45-67');
    expect(html).toContain('<input type="hidden" name="phone" value="998901234567"/>');
    expect(html).toContain('autocomplete="one-time-code"');
    expect(html).toContain('href="?phone=998901234567&amp;lang=ru"');
  });

  it('the wallet: balance in coin and its worth, each voucher with code, QR, business, expiry and state', () => {
    const { html, text } = render({
      page: 'wallet',
      wallet: {
        phone: '998901234567',
        coin: 12_500,
        vouchers: [
          voucher(),
          voucher({ _id: 'v2', code: 'USED01', state: 'redeemed', isRedeemed: true, qr: null }),
          voucher({ _id: 'v3', code: 'OK0003', userConfirm: true, qr: qrDrawing('OK0003') }),
        ],
      },
    });
    expect(text).toContain('12 500 coin');
    expect(text).toContain("1 coin = 1 so'm");
    expect(text).toContain("25 000 so'm");
    expect(text).toContain('Choyxona Navro‘z');
    expect(text).toContain('15-01-2030 14:30'); // Tashkent time
    expect(text).toContain('AB12CD');
    expect(text).toContain('Amal qiladi');
    expect(text).toContain('Ishlatilgan');
    expect(text).toContain('Foydalanish tasdiqlangan');
    expect(html.match(/class="fw-qr"/g)).toHaveLength(2); // none for the used voucher
    expect(html).toContain('aria-label="AB12CD kodining QR kodi"');
    expect(html.match(/\/confirm"/g)).toHaveLength(1);
    expect(html).toContain('action="/wallet/vouchers/v1/confirm"');
    for (const link of ['/wallet/pay', '/wallet/payouts', '/wallet/history', '/wallet/forget'])
      expect(html).toContain(`href="${link}"`);
    expect(html).toContain('action="/wallet/logout"');
  });

  it('history: kinds, signed amounts, business and date, and the links between pages', () => {
    const history: WalletHistory = {
      movements: [
        {
          _id: 'm2',
          kind: 'payout',
          amount: -6_000,
          businessName: null,
          createdAt: '2030-01-02T07:00:00.000Z',
          payout: 'p1',
        },
        {
          _id: 'm1',
          kind: 'reward',
          amount: 10_000,
          businessName: 'Kafe',
          createdAt: '2030-01-01T07:00:00.000Z',
          payout: null,
        },
      ],
      pagination: { total: 45, page: 2, limit: 20 },
    };
    const { html, text } = render({ page: 'wallet-history', history }, 'ru');
    expect(text).toContain('Вывод на карту −6 000 коинов');
    expect(text).toContain('Награда +10 000 коинов Kafe 01-01-2030 12:00');
    expect(text).toContain('Страница 2 из 3');
    expect(html).toContain('href="/wallet/history?page=1"');
    expect(html).toContain('href="/wallet/history?page=3"');
  });

  it('the pay code: the amount asked first, at most the balance', () => {
    const { html, text } = render({ page: 'wallet-pay', coin: 12_500, payCode: null }, 'en');
    expect(text).toContain('Amount to pay (coins)');
    expect(text).toContain('At most 12 500 coins: the cashier cannot take more with this code');
    expect(html).toMatch(/<input[^>]*name="amount"[^>]*max="12500"/);
    expect(html).not.toContain('data-testid="pay-code"');
  });

  it('the pay code: six digits, the most it takes, QR code, valid 3 minutes until its time', () => {
    const payCode = { code: '482913', expiresAt: '2030-01-01T07:03:00.000Z', amount: 7_000, qr: qrDrawing('482913') };
    const { html, text } = render({ page: 'wallet-pay', coin: 12_500, payCode });
    expect(text).toContain('482913');
    expect(text).toContain("Kassir bu kod bilan ko'pi bilan 7 000 coin oladi");
    expect(text).toContain('Kod 3 daqiqa amal qiladi: 12:03 gacha');
    expect(html).toContain('class="fw-qr"');
    expect(html).toMatch(/<input[^>]*name="amount"[^>]*value="7000"/);
  });

  it('payouts: the form with its idempotency key and the list with status and error', () => {
    const payouts: Payout[] = [
      {
        _id: 'p2',
        amount: 7_000,
        cardMask: '986000******0002',
        status: 'failed',
        createdAt: '2030-01-02T07:00:00.000Z',
        paidAt: null,
        error: 'Karta bloklangan',
      },
      {
        _id: 'p1',
        amount: 6_000,
        cardMask: '860000******0001',
        status: 'paid',
        createdAt: '2030-01-01T07:00:00.000Z',
        paidAt: '2030-01-01T07:01:00.000Z',
        error: null,
      },
    ];
    const { html, text } = render({
      page: 'wallet-payouts',
      coin: 4_000,
      payoutMin: 5_000,
      payouts,
      idempotencyKey: 'key-1',
      values: { amount: '100', cardNumber: '9999' },
      errors: { fields: { amount: 'Kamida 5 000', cardNumber: 'Uzcard yoki Humo' }, message: 'Kamida 5 000' },
    });
    expect(html).toContain('<input type="hidden" name="idempotencyKey" value="key-1"/>');
    expect(text).toContain('Kamida 5 000 coin');
    expect(html).toContain('id="fw-amount-error"');
    expect(html).toContain('id="fw-cardNumber-error"');
    expect(text).toContain('986000******0002 Yaratildi');
    expect(text).toContain('Amalga oshmadi');
    expect(text).toContain('Karta bloklangan');
    expect(text).toContain("To'landi");
  });

  it('a payout in review or with an unknown outcome is said in plain words, in every language', () => {
    const payout = (status: Payout['status']): Payout => ({
      _id: status,
      amount: 600_000,
      cardMask: '860000******0001',
      status,
      createdAt: '2030-01-01T07:00:00.000Z',
      paidAt: null,
      error: null,
    });
    const state = {
      page: 'wallet-payouts' as const,
      coin: 0,
      payoutMin: 5_000,
      payouts: [payout('unknown'), payout('review')],
      idempotencyKey: 'k',
    };
    const words = {
      uz: ['Bank javobi kutilmoqda', 'Bank hali javob bermadi', 'Tekshirilmoqda', 'operator tekshirgandan keyin'],
      ru: ['Ждём ответа банка', 'Банк ещё не ответил', 'На проверке', 'после проверки оператором'],
      en: ['Waiting for the bank', 'The bank has not answered yet', 'Being checked', 'once an operator has checked it'],
    };
    for (const [lang, expected] of Object.entries(words)) {
      const { text } = render(state, lang as LightLang);
      for (const phrase of expected) expect(text).toContain(phrase);
      expect(text).not.toContain('wallet.status');
    }
  });

  it('each payout field is labelled and names its hint, or its error once it has one', () => {
    const page = { page: 'wallet-payouts' as const, coin: 9_000, payoutMin: 5_000, payouts: [], idempotencyKey: 'k' };
    const input = (html: string, id: string) => html.match(new RegExp(`<input[^>]*id="${id}"[^>]*>`))?.[0] ?? '';
    const clean = render(page).html;
    expect(clean).toMatch(/<label[^>]*for="fw-amount"[^>]*>Miqdor \(coin\)<\/label>/);
    expect(input(clean, 'fw-amount')).toContain('aria-describedby="fw-amount-hint"');
    expect(input(clean, 'fw-cardNumber')).toContain('aria-describedby="fw-cardNumber-hint"');
    expect(input(clean, 'fw-cardNumber')).not.toContain('aria-invalid');

    const refused = render({ ...page, errors: { fields: { cardNumber: 'Uzcard yoki Humo' }, message: '' } }).html;
    expect(input(refused, 'fw-cardNumber')).toMatch(
      /aria-describedby="fw-cardNumber-error"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*aria-describedby="fw-cardNumber-error"/,
    );
    expect(input(refused, 'fw-amount')).toContain('aria-describedby="fw-amount-hint"');
  });

  it('a QR code is a square of modules: 21 for a short code, drawn as one path', () => {
    const qr = qrDrawing('482913');
    expect(qr.size).toBe(21);
    expect(qr.path).toMatch(/^(M\d+ \d+h\d+v1H\d+z)+$/);
  });
});
