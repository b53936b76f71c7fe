import { answerField, answerFieldId } from './answers';
import { describedBy, FieldError, QuestionTitle, type QuestionProps } from './question-parts';
import { hasWordLabels, scaleValues } from './scale';

/**
 * Choice and number questions: native radios in a labelled group, so arrow keys, screen readers and a post
 * without JavaScript all work. A number scale shows words for 1–5 only.
 */
export function RadioQuestion({ question, value, error, onChange, t }: QuestionProps) {
  const numbers = question.type === 'number' ? scaleValues(question) : null;
  const words = numbers ? hasWordLabels(numbers) : false;
  const options = numbers
    ? numbers.map((n) => ({ value: String(n), label: words ? t(`scale.${n}`) : String(n) }))
    : question.options.map((o) => ({ value: o, label: o }));
  const className = numbers ? (words ? 'fp-scale fp-words' : 'fp-scale') : 'fp-choices';
  return (
    <fieldset
      className="fp-q"
      role="radiogroup"
      aria-required={question.required || undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(question._id, error)}
    >
      <legend>
        <QuestionTitle question={question} t={t} />
      </legend>
      <div className={className}>
        {options.map((option, index) => (
          <label key={`${index}-${option.value}`} className={numbers ? 'fp-opt' : 'fp-choice'}>
            <input
              id={index === 0 ? answerFieldId(question._id) : undefined}
              type="radio"
              name={answerField(question._id)}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={question._id} error={error} />
    </fieldset>
  );
}
