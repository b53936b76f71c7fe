import { addFeatureResources } from '@fikr/shared';
import type { Lang } from '@fikr/shared/core';
import { translationGaps } from '@fikr/shared/testing';
import { loadShellTexts } from '../i18n/resources';

test('Russian and English have every Uzbek text of the shell, and no other', async () => {
  const [uz, ru, en] = await Promise.all((['uz', 'ru', 'en'] as Lang[]).map(loadShellTexts));
  addFeatureResources('shell-texts-check', { uz, ru, en });
  const none = { missing: [], extra: [] };
  expect(translationGaps('shell-texts-check')).toEqual({ ru: none, en: none });
});
