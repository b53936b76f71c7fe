import { hasMessage, languageOf, message } from './catalogue';

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
