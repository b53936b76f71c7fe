import { setLanguage } from '@fikr/shared';
import { translationGaps } from '@fikr/shared/testing';
import { NS } from './i18n';

test('Russian and English have every Uzbek text of this remote, and no other', async () => {
  // the remote fetches one language at a time: read each one in, through the same loader the pages use
  await setLanguage('ru');
  await setLanguage('en');
  await setLanguage('uz');
  const none = { missing: [], extra: [] };
  expect(translationGaps(NS)).toEqual({ ru: none, en: none });
});
