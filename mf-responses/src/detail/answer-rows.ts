import type { Answer, Form } from '@fikr/shared';

export interface AnswerRow {
  key: string;
  question: string;
  /** null: the customer left this question unanswered. */
  value: string | null;
}

/**
 * One row per question of the form, with the text the question had when it was answered; answers to
 * questions removed from the form since are kept at the end.
 */
export function answerRows(form: Pick<Form, 'questions'> | undefined, answers: Answer[]): AnswerRow[] {
  const questions = form?.questions ?? [];
  const byQuestion = new Map(answers.map((a) => [a.question, a]));
  const rows: AnswerRow[] = questions.map((q) => {
    const answer = byQuestion.get(q._id);
    return { key: q._id, question: answer?.questionText || q.text, value: answer?.value?.trim() ? answer.value : null };
  });
  const known = new Set(questions.map((q) => q._id));
  for (const a of answers) {
    if (!known.has(a.question)) rows.push({ key: a.question, question: a.questionText ?? '', value: a.value });
  }
  return rows;
}
