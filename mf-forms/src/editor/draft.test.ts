import { draftFromForm, draftInput, moveItem, newQuestion, validateDraft, type FormDraft } from './draft';

describe('form draft', () => {
  it('a new question is a text question, not required, without options, range 1..5', () => {
    expect(newQuestion()).toMatchObject({ type: 'text', text: '', required: false, options: [], min: 1, max: 5 });
    expect(newQuestion().id).not.toBe(newQuestion().id);
  });

  it('moves an item to the drop position and keeps the list when nothing moves', () => {
    const list = ['a', 'b', 'c', 'd'];
    expect(moveItem(list, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(list, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(list, 1, 99)).toEqual(['a', 'c', 'd', 'b']);
    expect(moveItem(list, 2, 2)).toBe(list);
    expect(list).toEqual(['a', 'b', 'c', 'd']);
  });

  it('sends min/max only as the user set them on number questions; a cleared field is an error there', () => {
    const draft: FormDraft = {
      title: ' Sarlavha ',
      description: '',
      questions: [
        { ...newQuestion(), text: 'Matn', min: null, max: 300 },
        { ...newQuestion(), type: 'number', text: 'Baho', min: null, max: 5 },
      ],
    };
    expect(draftInput(draft).questions?.[0]).toMatchObject({ min: 1, max: 5 });
    const result = validateDraft(draft);
    expect(result.errors).toEqual({ 'questions.1.min': 'validation.numberRangeInteger' });
  });

  it('validates with the shared schema: the payload is trimmed and keeps saved question ids', () => {
    const draft = draftFromForm({
      _id: 'f1',
      title: '  Xizmat ',
      description: 'd',
      createdAt: '',
      updatedAt: '',
      responses: [],
      responsesCount: 0,
      completedCount: 0,
      shareCode: 's1',
      uniqueCode: 's1',
      questions: [{ _id: 'q1', type: 'choice', text: ' Qaysi? ', required: true, options: ['A', 'B'] }],
    });
    const { payload } = validateDraft(draft);
    expect(payload).toEqual({
      title: 'Xizmat',
      description: 'd',
      questions: [{ _id: 'q1', type: 'choice', text: 'Qaysi?', required: true, options: ['A', 'B'], min: 1, max: 5 }],
    });
  });
});
