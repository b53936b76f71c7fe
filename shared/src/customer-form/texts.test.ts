import { customerFormTexts, translator } from './texts';

const keys = (node: unknown, prefix = ''): string[] =>
  Object.entries(node as Record<string, unknown>).flatMap(([k, v]) =>
    typeof v === 'string' ? [prefix + k] : keys(v, `${prefix}${k}.`),
  );

describe('the customer form’s texts', () => {
  it('every language has every text', () => {
    const uz = keys(customerFormTexts.uz).sort();
    expect(keys(customerFormTexts.ru).sort()).toEqual(uz);
    expect(keys(customerFormTexts.en).sort()).toEqual(uz);
  });

  it('fill in parameters, fall back to Uzbek, then to the key', () => {
    const t = translator({ ...customerFormTexts, en: { submit: 'Submit' } }, 'en');
    expect(t('submit')).toBe('Submit');
    expect(t('rewardCoin', { coin: 5000 })).toBe('5000 coin');
    expect(t('scale.5')).toBe("A'lo");
    expect(t('no.such.key')).toBe('no.such.key');
  });
});
