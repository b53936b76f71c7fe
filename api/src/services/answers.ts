import type { PublicSubmitPayload } from '@fikr/shared/core';
import type { StoredAnswer, StoredQuestion } from '../db/schema';
import { AppError } from '../lib/app-error';

const invalid = (key: string, params?: Record<string, string | number>) => new AppError(400, key, undefined, params);

function checkValue(question: StoredQuestion, value: string): void {
  if (question.type === 'choice' && !question.options.includes(value)) {
    throw invalid('api.answerNotOption', { question: question.text });
  }
  if (question.type === 'number') {
    const min = question.min ?? 1;
    const max = question.max ?? 5;
    const n = Number(value);
    if (!/^-?\d+$/.test(value) || n < min || n > max)
      throw invalid('api.answerOutOfRange', { min, max, question: question.text });
  }
}

/**
 * Checks submitted answers against the form (known question, one answer each, required ones present,
 * choice among options, number within min..max) and returns them in question order with the question
 * text and type frozen in, so later edits of the form cannot change what was answered.
 */
export function validateAnswers(questions: StoredQuestion[], answers: PublicSubmitPayload['answers']): StoredAnswer[] {
  const byQuestion = new Map<string, string>();
  for (const answer of answers) {
    if (!questions.some((q) => q._id === answer.question)) throw invalid('api.unknownQuestion');
    if (byQuestion.has(answer.question)) throw invalid('api.duplicateAnswer');
    byQuestion.set(answer.question, answer.value);
  }
  const stored: StoredAnswer[] = [];
  for (const question of questions) {
    const value = byQuestion.get(question._id);
    if (value === undefined) {
      if (question.required) throw invalid('api.requiredAnswerMissing', { question: question.text });
      continue;
    }
    checkValue(question, value);
    stored.push({ question: question._id, questionText: question.text, type: question.type, value });
  }
  return stored;
}
