import { useTranslation } from 'react-i18next';
import type { Question } from '@fikr/shared/core';

export interface QuestionProps {
  question: Question;
  value: string;
  onChange(value: string): void;
  /** Shown after a send attempt left a required question empty. */
  missing: boolean;
}

export const fieldId = (question: Question) => `q-${question._id}`;
export const errorId = (question: Question) => `q-${question._id}-error`;

/** The question text with a visible (and spoken) required marker. */
export function QuestionTitle({ question }: { question: Question }) {
  const { t } = useTranslation('public');
  return (
    <>
      {question.text}
      {question.required ? (
        <span className="fp-req">
          <span aria-hidden="true">*</span>
          <span className="fp-sr">({t('required')})</span>
        </span>
      ) : null}
    </>
  );
}

export function MissingAnswer({ question, missing }: { question: Question; missing: boolean }) {
  const { t } = useTranslation('public');
  if (!missing) return null;
  return (
    <p className="fp-error" id={errorId(question)}>
      {t('requiredError')}
    </p>
  );
}

/** ARIA of an answer control: required, invalid after a failed send, described by the error. */
export function answerAria({ question, missing }: Pick<QuestionProps, 'question' | 'missing'>) {
  return {
    'aria-required': question.required || undefined,
    'aria-invalid': missing || undefined,
    'aria-describedby': missing ? errorId(question) : undefined,
  };
}
