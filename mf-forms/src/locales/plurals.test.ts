import i18next from 'i18next';
import { en } from './en';
import { ru } from './ru';
import { uz } from './uz';

async function formsT(lng: 'uz' | 'ru' | 'en') {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng,
    resources: { [lng]: { forms: { uz, ru, en }[lng] } },
    defaultNS: 'forms',
    interpolation: { escapeValue: false },
  });
  return i18n.getFixedT(lng, 'forms');
}

test('counts read naturally in every language: one question, two questions, пять вопросов', async () => {
  const en = await formsT('en');
  expect(en('list.questions', { count: 1 })).toBe('1 question');
  expect(en('list.questions', { count: 3 })).toBe('3 questions');
  expect(en('list.responses', { count: 1 })).toBe('1 answer');
  const ru = await formsT('ru');
  expect(ru('list.questions', { count: 1 })).toBe('1 вопрос');
  expect(ru('list.questions', { count: 3 })).toBe('3 вопроса');
  expect(ru('list.questions', { count: 5 })).toBe('5 вопросов');
  expect(ru('list.responses', { count: 21 })).toBe('21 ответ');
  const uz = await formsT('uz');
  expect(uz('list.questions', { count: 1 })).toBe('1 ta savol');
  expect(uz('list.questions', { count: 7 })).toBe('7 ta savol');
});
