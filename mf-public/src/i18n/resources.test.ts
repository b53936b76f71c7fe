import { addFeatureResources } from '@fikr/shared';
import { translationGaps } from '@fikr/shared/testing';
import { PUBLIC_NS, publicResources } from './resources';

test('Russian and English have every Uzbek text of the public pages, and no other', () => {
  addFeatureResources(PUBLIC_NS, publicResources);
  const none = { missing: [], extra: [] };
  expect(translationGaps(PUBLIC_NS)).toEqual({ ru: none, en: none });
});
