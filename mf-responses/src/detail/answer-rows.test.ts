import { answerRows } from './answer-rows';

const form = {
  questions: [
    { _id: 'q1', type: 'text' as const, text: 'Xizmat qanday? (yangi matn)', required: false, options: [] },
    { _id: 'q2', type: 'number' as const, text: 'Baholang', required: false, options: [], min: 1, max: 5 },
  ],
};

test('each question with the text it had when answered; unanswered ones get null', () => {
  expect(answerRows(form, [{ question: 'q1', questionText: 'Xizmat qanday?', value: 'Yaxshi' }])).toEqual([
    { key: 'q1', question: 'Xizmat qanday?', value: 'Yaxshi' },
    { key: 'q2', question: 'Baholang', value: null },
  ]);
});

test('answers to removed questions are kept; without the form only the answers show', () => {
  const answers = [{ question: 'gone', questionText: "O'chirilgan savol", value: 'Ha' }];
  expect(answerRows(form, answers).at(-1)).toEqual({ key: 'gone', question: "O'chirilgan savol", value: 'Ha' });
  expect(answerRows(undefined, answers)).toEqual([{ key: 'gone', question: "O'chirilgan savol", value: 'Ha' }]);
});
