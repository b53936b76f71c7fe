import { useTranslation } from 'react-i18next';
import { hasWordLabels, scaleValues } from '../light/scale';
import { errorId, fieldId, MissingAnswer, QuestionTitle, type QuestionProps } from './question-parts';

export { scaleValues } from '../light/scale';

/** A 1–5 scale reads Yomon … A'lo; any other range (0–10, 1–10) shows plain numbers. */
export function NumberQuestion(props: QuestionProps) {
  const { question, value, onChange, missing } = props;
  const { t } = useTranslation('public');
  const values = scaleValues(question);
  const words = hasWordLabels(values);
  return (
    <fieldset className="fp-q" aria-describedby={missing ? errorId(question) : undefined}>
      <legend>
        <QuestionTitle question={question} />
      </legend>
      <div className={words ? 'fp-scale fp-words' : 'fp-scale'}>
        {values.map((n, index) => (
          <button
            key={n}
            id={index === 0 ? fieldId(question) : undefined}
            type="button"
            aria-pressed={value === String(n)}
            onClick={() => onChange(String(n))}
          >
            {words ? t(`scale.${n}`) : n}
          </button>
        ))}
      </div>
      <MissingAnswer question={question} missing={missing} />
    </fieldset>
  );
}
