import { hasMessage, languageOf, message } from './catalogue';
import { enServer } from './server-texts/en';
import { ruServer } from './server-texts/ru';
import { uzServer } from './server-texts/uz';

test('the reader’s language comes from Accept-Language, q-values and regions included, Uzbek by default', () => {
  expect(languageOf('ru-RU,ru;q=0.9,en;q=0.8')).toBe('ru');
  expect(languageOf('de-DE, en;q=0.5')).toBe('en');
  expect(languageOf('en;q=0.2, ru;q=0.7')).toBe('ru');
  expect(languageOf('fr, de')).toBe('uz');
  expect(languageOf(undefined)).toBe('uz');
  expect(languageOf('uz-Latn-UZ')).toBe('uz');
  expect(languageOf('ru;q=0')).toBe('uz');
});

test('one message in three languages, with its parameters', () => {
  expect(message('errors.invalidCredentials', 'uz')).toBe("Telefon raqami yoki parol noto'g'ri");
  expect(message('errors.invalidCredentials', 'ru')).toMatch(/парол/i);
  expect(message('errors.invalidCredentials', 'en')).toMatch(/password/i);
  expect(message('api.requiredAnswerMissing', 'en', { question: 'Xizmat' })).toContain('Xizmat');
  expect(hasMessage('errors.notFound')).toBe(true);
  expect(hasMessage('no.such.key')).toBe(false);
  expect(message('no.such.key', 'ru')).toBe('no.such.key');
});

describe("the server's own texts (new SMS templates, the bot's buttons)", () => {
  const leafKeys = (tree: object, prefix = ''): string[] =>
    Object.entries(tree).flatMap(([k, v]) =>
      typeof v === 'string' ? [`${prefix}${k}`] : leafKeys(v as object, `${prefix}${k}.`),
    );

  test('ru and en have exactly the Uzbek keys, and the API reads each in its language', () => {
    const uzKeys = leafKeys(uzServer).sort();
    expect(leafKeys(ruServer).sort()).toEqual(uzKeys);
    expect(leafKeys(enServer).sort()).toEqual(uzKeys);
    expect(message('sms.reply', 'uz', { business: 'Rayhon', url: 'u' })).toBe(
      'Rayhon sizning fikringizga javob berdi: u',
    );
    expect(message('api.tgOpenReply', 'ru')).toBe(ruServer.api.tgOpenReply);
    expect(message('api.tgOpenReply', 'en')).toBe(enServer.api.tgOpenReply);
  });

  test("the console's common texts, which every page downloads, carry none of them", () => {
    // a fresh copy: the catalogue above merged the server texts into the engine's own
    let consoleTexts: object = {};
    jest.isolateModules(() => {
      consoleTexts = (jest.requireActual('./resources') as typeof import('./resources')).resources.uz.common;
    });
    const consoleKeys = new Set(leafKeys(consoleTexts));
    expect(consoleKeys.size).toBeGreaterThan(100);
    expect(leafKeys(uzServer).filter((k) => consoleKeys.has(k))).toEqual([]);
  });
});
