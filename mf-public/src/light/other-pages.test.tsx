// The completion, voucher and not-found pages as the server renders them (on Preact, as built).
import { renderToString } from 'preact-render-to-string';
import { LightApp } from './app';
import { renderDocument } from './server';
import { translate } from './texts';
import type { LightState } from './types';

const text = (state: LightState) =>
  renderToString(<LightApp state={state} />)
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ');

const common = { lang: 'uz' as const, apiBase: '/api' };

describe('the light pages after the form', () => {
  it('thank the customer and name the reward on its way; the language links keep it', () => {
    const html = renderToString(
      <LightApp state={{ ...common, page: 'completed', already: false, reward: { kind: 'coin', amount: 2000 } }} />,
    );
    expect(html).toContain('Rahmat!');
    expect(html).toContain('2 000 coin hisobingizga tushdi');
    expect(html).toContain('href="?reward=coin&amp;amount=2000&amp;lang=ru"');
    // the wallet, where the reward lands, is the big button; the way home a small link
    expect(html).toContain('<a href="/wallet" class="fp-btn">Hamyonni ochish</a>');
    expect(html).toContain('<a href="/" class="fp-link">Bosh sahifaga qaytish</a>');
  });

  it('say when the survey was already completed, without a reward', () => {
    const page = text({ ...common, page: 'completed', already: true, reward: { kind: 'coin', amount: 2000 } });
    expect(page).toContain("To'ldirilgan");
    expect(page).not.toContain('hisobingizga');
    expect(renderToString(<LightApp state={{ ...common, page: 'completed', already: true }} />)).toContain(
      '<a href="/" class="fp-btn">Bosh sahifaga qaytish</a>',
    );
  });

  it('a missing form shows the API’s message, or Sahifa topilmadi', () => {
    expect(text({ ...common, page: 'not-found', message: 'Biznes javob qabul qilmayapti' })).toContain(
      'Biznes javob qabul qilmayapti',
    );
    expect(text({ ...common, page: 'not-found' })).toContain('Sahifa topilmadi');
  });

  it.each([
    [{}, 'Choyxona Navro‘z ushbu voucherdan foydalanishni tasdiqlashingizni so‘ramoqda.'],
    [{ userConfirm: true }, 'Tasdiqlangan'],
    [{ isRedeemed: true }, 'Ishlatilgan'],
    [{ expiresAt: '2020-01-01T00:00:00.000Z' }, 'Muddati tugagan'],
  ])('a voucher %p shows its amount, code and status: %s', (patch, status) => {
    const voucher = {
      amount: 25_000,
      code: 'ab12cd',
      description: '',
      expiresAt: '2099-01-01T00:00:00.000Z',
      isRedeemed: false,
      userConfirm: false,
      business: { name: 'Choyxona Navro‘z', logo: null },
      ...patch,
    };
    const page = text({ ...common, page: 'voucher', token: 't1', voucher });
    expect(page).toContain("25 000 so'm");
    expect(page).toContain('AB12CD');
    expect(page).toContain(status);
  });

  it('an unknown voucher says it was not found', () => {
    expect(text({ ...common, page: 'voucher', token: 't1', voucher: null })).toContain('Voucher topilmadi');
  });
});

describe('the light document', () => {
  it('carries the state as JSON no script can break out of, and one deferred script', () => {
    const doc = renderDocument({ ...common, page: 'not-found', message: '</script><script>alert(1)' }, '/light/c.js');
    expect(doc).toContain('<script src="/light/c.js" defer></script>');
    expect(doc).not.toContain('</script><script>alert(1)');
    expect(doc).toContain('<html lang="uz">');
  });

  it('texts fall back to Uzbek and fill in their parameters', () => {
    expect(translate('ru', 'submit')).toBe('Отправить');
    expect(translate('en', 'rewardCoin', { coin: 5 })).toBe('5 coins');
  });
});
