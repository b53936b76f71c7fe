import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { loadCommonTexts } from './common-texts';
import { commonText, engine, hasCommonText, startEngine } from './engine';
import { LANGUAGES } from './lang';
import { en } from './locales/en';
import { ru } from './locales/ru';
import { resources } from './resources';

const texts = { ru, en };

function leafKeys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : leafKeys(v as object, `${prefix}${k}.`),
  );
}

describe('commonText: the i18next engine with an explicit language', () => {
  it('reads Uzbek at once; Russian and English once loaded into the engine', async () => {
    expect(startEngine().hasResourceBundle('ru', 'common')).toBe(false);
    expect(commonText('validation.passwordsMismatch', 'ru')).toBe('Parollar mos kelmadi');
    await Promise.all([loadCommonTexts('ru'), loadCommonTexts('en')]);
  });
  it('looks up dotted keys in each language', () => {
    expect(commonText('validation.passwordsMismatch')).toBe('Parollar mos kelmadi');
    expect(commonText('validation.passwordsMismatch', 'ru')).toBe('Пароли не совпадают');
    expect(commonText('validation.passwordsMismatch', 'en')).toBe('Passwords do not match');
  });
  it('reads numeric path parts such as payment codes', () => {
    expect(commonText('payment.code.-116')).toBe("Kartada mablag' yetarli emas");
    expect(commonText('payment.status.1', 'en')).toBe('Paid');
  });
  it('interpolates {{params}} and leaves unknown ones; a count picks the plural form', () => {
    expect(commonText('date.daysAgo', 'uz', { count: 3 })).toBe('3 kun oldin');
    expect(commonText('success.smsSent', 'uz', { phone: '+998 90 *** ** 67' })).toBe(
      '+998 90 *** ** 67 raqamiga SMS kod yuborildi',
    );
    expect(commonText('success.smsSent', 'uz')).toBe('{{phone}} raqamiga SMS kod yuborildi');
    engine.addResourceBundle('en', 'common', {
      test: { apples_one: '{{count}} apple', apples_other: '{{count}} apples' },
    });
    expect(commonText('test.apples', 'en', { count: 1 })).toBe('1 apple');
    expect(commonText('test.apples', 'en', { count: 5 })).toBe('5 apples');
  });
  it('falls back to Uzbek, then to the key; words with a colon are not read as a namespace', () => {
    expect(commonText('errors.generic', 'xx' as never)).toBe('Xatolik yuz berdi');
    expect(commonText('no.such.key', 'ru')).toBe('no.such.key');
    expect(commonText('validation', 'uz')).toBe('validation');
    expect(commonText('Server said: boom')).toBe('Server said: boom');
    expect(commonText('Invalid input: expected string', 'ru')).toBe('Invalid input: expected string');
  });
});

describe('resources', () => {
  beforeAll(() => Promise.all([loadCommonTexts('ru'), loadCommonTexts('en')]));
  const uzKeys = leafKeys(resources.uz.common).sort();

  it.each(LANGUAGES.filter((l) => l !== 'uz'))('%s has exactly the Uzbek keys', (lang) => {
    expect(leafKeys(texts[lang as 'ru' | 'en']).sort()).toEqual(uzKeys);
  });

  it.each(LANGUAGES.filter((l) => l !== 'uz'))('%s is a real translation, not a copy', (lang) => {
    const same = uzKeys.filter(
      (k) => commonText(k, lang) === commonText(k, 'uz') && !/^\W*$/.test(commonText(k, 'uz')),
    );
    // Only texts that are the same in every language (e.g. none today) may repeat.
    expect(same).toEqual([]);
  });

  it('keeps the exact spec texts', () => {
    expect(commonText('errors.loginFailed')).toBe('Login xatosi');
    expect(commonText('errors.registerFailed')).toBe("Ro'yxatdan o'tishda xato");
    expect(commonText('payment.code.unknown')).toBe(
      "Noma'lum xatolik yuz berdi. Iltimos, keyinroq qayta urinib ko'ring yoki bank bilan bog'laning.",
    );
    expect(commonText('payment.status.failed')).toBe('Hatolik');
    expect(commonText('voucher.state.expired')).toBe('Muddati tugagan');
  });

  it('has a text for every message key used in the source', () => {
    const keyRe = /'((?:validation|requestAlert|errors|success|payment|voucher|response|date)\.[\w.-]+)'/g;
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.tsx?$/.test(name) && !name.endsWith('.test.ts')) files.push(path);
      }
    };
    walk(join(__dirname, '..'));
    const code = (f: string) =>
      readFileSync(f, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, '');
    const used = new Set(files.flatMap((f) => [...code(f).matchAll(keyRe)].map((m) => m[1])));
    expect(used.size).toBeGreaterThan(50);
    expect([...used].filter((k) => !hasCommonText(k))).toEqual([]);
  });
});
