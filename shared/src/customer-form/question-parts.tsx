import type { Question } from '../types/form';
import { answerErrorId } from './answers';
import type { T } from './texts';

/** The question's text with a visible (and spoken) required marker. */
export function QuestionTitle({ question, t }: { question: Question; t: T }) {
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

/** The error under a field (id `q-{id}-error`, which the field's aria-describedby names). */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p className="fp-error" id={answerErrorId(id)}>
      {error}
    </p>
  ) : null;
}

/** aria-describedby of a field: its error, while there is one. */
export const describedBy = (id: string, error?: string) => (error ? answerErrorId(id) : undefined);

export interface QuestionProps {
  question: Question;
  value: string;
  error?: string;
  onChange(value: string): void;
  t: T;
}
