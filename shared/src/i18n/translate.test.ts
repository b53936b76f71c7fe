import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { commonTexts, loadCommonTexts } from './common-texts';
import { LANGUAGES } from './lang';
import { resources } from './resources';
import { hasTranslation, translate } from './translate';

function leafKeys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : leafKeys(v as object, `${prefix}${k}.`),
  );
}

describe('translate', () => {
  it('reads Uzbek at once; Russian and English only once they are loaded', async () => {
    expect(commonTexts('ru')).toBeUndefined();
    expect(translate('validation.passwordsMismatch', 'ru')).toBe('Parollar mos kelmadi');
    await Promise.all([loadCommonTexts('ru'), loadCommonTexts('en')]);
  });
  it('looks up dotted keys in each language', () => {
    expect(translate('validation.passwordsMismatch')).toBe('Parollar mos kelmadi');
    expect(translate('validation.passwordsMismatch', 'ru')).toBe('Пароли не совпадают');
    expect(translate('validation.passwordsMismatch', 'en')).toBe('Passwords do not match');
  });
  it('reads numeric path parts such as payment codes', () => {
    expect(translate('payment.code.-116')).toBe("Kartada mablag' yetarli emas");
    expect(translate('payment.status.1', 'en')).toBe('Paid');
  });
  it('interpolates {{params}} and leaves unknown ones', () => {
    expect(translate('date.daysAgo', 'uz', { count: 3 })).toBe('3 kun oldin');
    expect(translate('success.smsSent', 'uz', { phone: '+998 90 *** ** 67' })).toBe(
      '+998 90 *** ** 67 raqamiga SMS kod yuborildi',
    );
    expect(translate('success.smsSent', 'uz')).toBe('{{phone}} raqamiga SMS kod yuborildi');
  });
  it('falls back to Uzbek, then to the key', () => {
    expect(translate('errors.generic', 'xx' as never)).toBe('Xatolik yuz berdi');
    expect(translate('no.such.key', 'ru')).toBe('no.such.key');
    expect(translate('validation', 'uz')).toBe('validation');
    expect(translate('Server said: boom')).toBe('Server said: boom');
  });
});

describe('resources', () => {
  const uzKeys = leafKeys(resources.uz.common).sort();

  it.each(LANGUAGES.filter((l) => l !== 'uz'))('%s has exactly the Uzbek keys', (lang) => {
    expect(leafKeys(commonTexts(lang)!).sort()).toEqual(uzKeys);
  });

  it.each(LANGUAGES.filter((l) => l !== 'uz'))('%s is a real translation, not a copy', (lang) => {
    const same = uzKeys.filter((k) => translate(k, lang) === translate(k, 'uz') && !/^\W*$/.test(translate(k, 'uz')));
    // Only texts that are the same in every language (e.g. none today) may repeat.
    expect(same).toEqual([]);
  });

  it('keeps the exact spec texts', () => {
    expect(translate('errors.loginFailed')).toBe('Login xatosi');
    expect(translate('errors.registerFailed')).toBe("Ro'yxatdan o'tishda xato");
    expect(translate('payment.code.unknown')).toBe(
      "Noma'lum xatolik yuz berdi. Iltimos, keyinroq qayta urinib ko'ring yoki bank bilan bog'laning.",
    );
    expect(translate('payment.status.failed')).toBe('Hatolik');
    expect(translate('voucher.state.expired')).toBe('Muddati tugagan');
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
    expect([...used].filter((k) => !hasTranslation(k))).toEqual([]);
  });
});
