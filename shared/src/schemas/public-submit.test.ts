import { parsed, uzErrors } from '../testing/parse-errors';
import { publicSubmitSchema } from './public-submit';

describe('publicSubmitSchema', () => {
  it('defaults rating 1, empty review and a public response', () => {
    expect(parsed(publicSubmitSchema, { answers: [{ question: 'q1', value: 'Yaxshi' }] })).toEqual({
      answers: [{ question: 'q1', value: 'Yaxshi' }],
      rating: 1,
      review: '',
      isPublic: true,
    });
  });
  it('keeps an anonymous choice', () => {
    expect(parsed(publicSubmitSchema, { answers: [], rating: 5, review: 'Zo‘r', isPublic: false })).toMatchObject({
      rating: 5,
      isPublic: false,
    });
  });
  it('refuses empty answers and a missing question id', () => {
    expect(uzErrors(publicSubmitSchema, { answers: [{ question: '', value: '  ' }] })).toEqual({
      'answers.0.question': "Savol identifikatori ko'rsatilmagan",
      'answers.0.value': "Javob bo'sh bo'lmasligi kerak",
    });
  });
  it.each([0, 6, 2.5, '5'])('refuses rating %p', (rating) => {
    expect(uzErrors(publicSubmitSchema, { answers: [], rating })).toEqual({
      rating: "Baho 1 dan 5 gacha butun son bo'lishi kerak",
    });
  });
  it('limits the review and the answers', () => {
    expect(uzErrors(publicSubmitSchema, { answers: [], review: 'r'.repeat(2001) })).toEqual({
      review: 'Izoh 2000 ta belgidan oshmasligi kerak',
    });
    expect(uzErrors(publicSubmitSchema, { answers: [{ question: 'q', value: 'v'.repeat(2001) }] })).toEqual({
      'answers.0.value': 'Javob 2000 ta belgidan oshmasligi kerak',
    });
  });
  it('refuses a non-boolean privacy flag', () => {
    expect(uzErrors(publicSubmitSchema, { answers: [], isPublic: 'yes' })).toEqual({
      isPublic: "Maxfiylik qiymati noto'g'ri",
    });
  });
  it("trims the optional customer name ('Ismingiz') and limits it to 100 characters", () => {
    expect(parsed(publicSubmitSchema, { answers: [], name: '  Ali Valiyev  ' })).toMatchObject({ name: 'Ali Valiyev' });
    expect(parsed(publicSubmitSchema, { answers: [] })).not.toHaveProperty('name');
    expect(parsed(publicSubmitSchema, { answers: [], name: 'n'.repeat(100) })).toMatchObject({ name: 'n'.repeat(100) });
    expect(uzErrors(publicSubmitSchema, { answers: [], name: 'n'.repeat(101) })).toEqual({
      name: 'Ism 100 ta belgidan oshmasligi kerak',
    });
    expect(uzErrors(publicSubmitSchema, { answers: [], name: 5 })).toEqual({
      name: 'Ism 100 ta belgidan oshmasligi kerak',
    });
  });
});
