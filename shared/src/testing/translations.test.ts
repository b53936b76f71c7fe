import { addFeatureResources } from '../i18n/instance';
import { translationGaps } from './translations';

test('names the texts a language lacks or has beyond Uzbek; plural forms count as their base key', () => {
  addFeatureResources('gaps-example', {
    uz: { title: 'Sarlavha', forms: { count_other: '{{count}} ta forma' }, only: { uz: 'faqat' } },
    ru: { title: 'Заголовок', forms: { count_one: '{{count}} форма', count_few: '{{count}} формы' } },
    en: {
      title: 'Title',
      forms: { count_one: '{{count}} form', count_other: '{{count}} forms' },
      only: { uz: 'only' },
      stray: 'x',
    },
  });
  expect(translationGaps('gaps-example')).toEqual({
    ru: { missing: ['only.uz'], extra: [] },
    en: { missing: [], extra: ['stray'] },
  });
  expect(() => translationGaps('no-such-namespace')).toThrow('no Uzbek texts');
});
