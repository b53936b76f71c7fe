import { translationGaps } from '@fikr/shared/testing';
import { NS } from './i18n';

test('Russian and English have every Uzbek text of this remote, and no other', () => {
  const none = { missing: [], extra: [] };
  expect(translationGaps(NS)).toEqual({ ru: none, en: none });
});
