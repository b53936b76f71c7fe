/**
 * @jest-environment-options {"customExportConditions": ["node", "require"]}
 * @jsxImportSource preact
 */
// The pages a customer reaches from a survey or a voucher SMS lead on to the wallet, in every language.
import { renderToString } from 'preact-render-to-string';
import { LightApp } from './app';
import type { LightLang, LightState, PublicVoucherData } from './types';

const WALLET_LINK = {
  uz: '<a href="/wallet" class="fp-link">Hamyonni ochish</a>',
  ru: '<a href="/wallet" class="fp-link">Открыть кошелёк</a>',
  en: '<a href="/wallet" class="fp-link">Open your wallet</a>',
};

const html = (state: LightState) => renderToString(<LightApp state={state} />);

const voucher = (patch: Partial<PublicVoucherData> = {}): PublicVoucherData => ({
  amount: 25_000,
  code: 'ab12cd',
  description: 'Kofe',
  expiresAt: '2030-01-15T09:30:00.000Z',
  isRedeemed: false,
  userConfirm: false,
  business: { name: 'Choyxona Navro‘z', logo: null },
  ...patch,
});

describe.each(Object.keys(WALLET_LINK) as LightLang[])('the wallet link in %s', (lang) => {
  const common = { lang, apiBase: '/api' };

  it('the completion page names the reward and its one big button opens the wallet', () => {
    for (const reward of [
      { kind: 'coin' as const, amount: 2_000 },
      { kind: 'voucher' as const, amount: 25_000 },
    ])
      expect(html({ ...common, page: 'completed', already: false, reward })).toContain(
        WALLET_LINK[lang].replace('fp-link', 'fp-btn'),
      );
  });

  it('the voucher page links to the wallet, waiting for confirmation or not', () => {
    for (const state of [voucher(), voucher({ userConfirm: true }), voucher({ isRedeemed: true })])
      expect(html({ ...common, page: 'voucher', token: 't1', voucher: state })).toContain(WALLET_LINK[lang]);
  });
});

it('no wallet link where nothing was earned: plain thanks, an already completed survey, an unknown voucher', () => {
  const common = { lang: 'uz' as const, apiBase: '/api' };
  for (const state of [
    { ...common, page: 'completed' as const, already: false, reward: null },
    { ...common, page: 'completed' as const, already: true },
    { ...common, page: 'voucher' as const, token: 'gone', voucher: null },
  ])
    expect(html(state)).not.toContain('href="/wallet"');
});
