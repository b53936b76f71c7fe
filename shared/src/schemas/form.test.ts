import { parsed, uzErrors } from '../testing/parse-errors';
import { formInputSchema, questionSchema } from './form';

describe('questionSchema', () => {
  it('applies the defaults: required false, options [], range 1..5', () => {
    expect(parsed(questionSchema, { type: 'number', text: ' Xizmat? ' })).toEqual({
      type: 'number',
      text: 'Xizmat?',
      required: false,
      options: [],
      min: 1,
      max: 5,
    });
  });
  it('requires non-empty text', () => {
    expect(uzErrors(questionSchema, { type: 'text', text: '   ' })).toEqual({ text: 'Savol matnini kiriting' });
  });
  it('limits the text to 500 characters', () => {
    expect(uzErrors(questionSchema, { type: 'text', text: 'x'.repeat(501) })).toEqual({
      text: 'Savol matni 500 ta belgidan oshmasligi kerak',
    });
  });
  it('rejects an unknown type', () => {
    expect(uzErrors(questionSchema, { type: 'date', text: 'Q' })).toEqual({ type: "Savol turi noto'g'ri" });
  });
  it('needs at least two options for a choice question', () => {
    expect(uzErrors(questionSchema, { type: 'choice', text: 'Q', options: ['Ha'] })).toEqual({
      options: "Tanlov savolida kamida 2 ta variant bo'lishi kerak",
    });
  });
  it('two empty options say the option is empty, not that options repeat', () => {
    expect(uzErrors(questionSchema, { type: 'choice', text: 'Q', options: ['', ' '] })).toEqual({
      'options.0': "Variant matni bo'sh bo'lmasligi kerak",
      'options.1': "Variant matni bo'sh bo'lmasligi kerak",
    });
  });

  it('rejects empty and repeated options', () => {
    expect(uzErrors(questionSchema, { type: 'choice', text: 'Q', options: ['Ha', ' '] })).toEqual({
      'options.1': "Variant matni bo'sh bo'lmasligi kerak",
    });
    expect(uzErrors(questionSchema, { type: 'choice', text: 'Q', options: ['Ha', 'ha '] })).toEqual({
      options: 'Variantlar takrorlanmasligi kerak',
    });
  });
  it('keeps choice options and drops stale options of other types', () => {
    expect(parsed(questionSchema, { type: 'choice', text: 'Q', options: [' Ha', 'Yo‘q'] }).options).toEqual([
      'Ha',
      'Yo‘q',
    ]);
    expect(parsed(questionSchema, { type: 'text', text: 'Q', options: ['a'] }).options).toEqual([]);
  });
  it('needs integer min < max for a number question', () => {
    expect(uzErrors(questionSchema, { type: 'number', text: 'Q', min: 5, max: 5 })).toEqual({
      max: "Eng kichik qiymat eng katta qiymatdan kichik bo'lishi kerak",
    });
    expect(uzErrors(questionSchema, { type: 'number', text: 'Q', min: 1.5, max: 5 })).toEqual({
      min: "Eng kichik va eng katta qiymat butun son bo'lishi kerak",
    });
  });
  it('keeps the _id of an edited question', () => {
    expect(parsed(questionSchema, { _id: 'q1', type: 'text', text: 'Q', required: true })).toMatchObject({
      _id: 'q1',
      required: true,
    });
  });
});

describe('formInputSchema', () => {
  it("refuses a blank title with 'Forma nomini kiriting'", () => {
    expect(uzErrors(formInputSchema, { title: '  ', questions: [] })).toEqual({ title: 'Forma nomini kiriting' });
    expect(uzErrors(formInputSchema, {})).toEqual({ title: 'Forma nomini kiriting' });
  });
  it('limits title, description and number of questions', () => {
    const question = { type: 'text', text: 'Q' };
    expect(
      uzErrors(formInputSchema, {
        title: 't'.repeat(201),
        description: 'd'.repeat(2001),
        questions: Array(51).fill(question),
      }),
    ).toEqual({
      title: 'Forma nomi 200 ta belgidan oshmasligi kerak',
      description: 'Tavsif 2000 ta belgidan oshmasligi kerak',
      questions: "Formada 50 tadan ortiq savol bo'lishi mumkin emas",
    });
  });
  it('trims the title and defaults description and questions', () => {
    expect(parsed(formInputSchema, { title: ' Fikr ' })).toEqual({ title: 'Fikr', description: '', questions: [] });
  });
  it('points at the failing question', () => {
    expect(
      uzErrors(formInputSchema, {
        title: 'F',
        questions: [
          { type: 'text', text: 'ok' },
          { type: 'text', text: '' },
        ],
      }),
    ).toEqual({
      'questions.1.text': 'Savol matnini kiriting',
    });
  });
});
