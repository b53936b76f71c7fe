import { setLanguage } from '@fikr/shared';
import { translationGaps } from '@fikr/shared/testing';
import { NS } from './i18n';

// the texts come a language at a time: switching to each language loads its chunk (locales/)
beforeAll(async () => {
  for (const lang of ['ru', 'en', 'uz'] as const) await setLanguage(lang);
});

test('Russian and English have every Uzbek text of this remote, and no other', () => {
  const none = { missing: [], extra: [] };
  expect(translationGaps(NS)).toEqual({ ru: none, en: none });
});
