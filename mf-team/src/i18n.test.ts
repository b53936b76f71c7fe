import { lazyTranslationGaps } from '@fikr/shared/testing';
import { NS } from './i18n';

test('Russian and English have every Uzbek text of this remote, and no other', async () => {
  const none = { missing: [], extra: [] };
  expect(await lazyTranslationGaps(NS)).toEqual({ ru: none, en: none });
});
