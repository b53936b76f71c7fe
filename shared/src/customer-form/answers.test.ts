import type { Question } from '../types/form';
import { initialValues, missingAnswers, submitBody } from './answers';

const QUESTIONS: Question[] = [
  { _id: 'a', type: 'text', text: 'A', required: true, options: [] },
  { _id: 'b', type: 'choice', text: 'B', required: false, options: ['x', 'y'] },
  { _id: 'c', type: 'number', text: 'C', required: true, options: [], min: 1, max: 5 },
];

describe('the customer form’s answers', () => {
  it('start at one star, no review, public, with the name the customer gave before', () => {
    expect(initialValues({ customerName: 'Dilnoza' })).toEqual({
      answers: {},
      rating: 1,
      review: '',
      isPublic: true,
      name: 'Dilnoza',
    });
    expect(initialValues({}).name).toBe('');
  });

  it('a required answer of spaces is missing', () => {
    const values = { ...initialValues({}), answers: { a: '   ', b: 'x' } };
    expect(missingAnswers(QUESTIONS, values)).toEqual(['a', 'c']);
  });

  it('only non-empty answers are sent, trimmed, in the form’s order; the name only when given', () => {
    const values = { ...initialValues({}), answers: { c: '4', a: '  Osh ', b: ' ' }, name: '  ' };
    expect(submitBody(QUESTIONS, values)).toEqual({
      answers: [
        { question: 'a', value: 'Osh' },
        { question: 'c', value: '4' },
      ],
      rating: 1,
      review: '',
      isPublic: true,
    });
    expect(submitBody(QUESTIONS, { ...values, name: ' Ali ' }).name).toBe('Ali');
  });
});
