import { useTranslation } from 'react-i18next';
import type { Question } from '@fikr/shared/core';
import { errorId, fieldId, MissingAnswer, QuestionTitle, type QuestionProps } from './question-parts';

const DEFAULT_MIN = 1;
const DEFAULT_MAX = 5;
/** A row of buttons stays usable on a phone only up to a point. */
const MAX_BUTTONS = 21;

/** min..max of a number question; a missing or broken range falls back to the default 1..5. */
export function scaleValues(question: Pick<Question, 'min' | 'max'>): number[] {
  let min = Number.isInteger(question.min) ? (question.min as number) : DEFAULT_MIN;
  let max = Number.isInteger(question.max) ? (question.max as number) : DEFAULT_MAX;
  if (max < min) [min, max] = [DEFAULT_MIN, DEFAULT_MAX];
  const count = Math.min(max - min + 1, MAX_BUTTONS);
  return Array.from({ length: count }, (_, i) => min + i);
}

/** Values 1 to 5 read Yomon … A'lo; any other value shows the number. */
export function NumberQuestion(props: QuestionProps) {
  const { question, value, onChange, missing } = props;
  const { t } = useTranslation('public');
  return (
    <fieldset className="fp-q" aria-describedby={missing ? errorId(question) : undefined}>
      <legend>
        <QuestionTitle question={question} />
      </legend>
      <div className="fp-scale">
        {scaleValues(question).map((n, index) => (
          <button key={n} id={index === 0 ? fieldId(question) : undefined} type="button" aria-pressed={value === String(n)} onClick={() => onChange(String(n))}>
            {n >= 1 && n <= 5 ? t(`scale.${n}`) : n}
          </button>
        ))}
      </div>
      <MissingAnswer question={question} missing={missing} />
    </fieldset>
  );
}
