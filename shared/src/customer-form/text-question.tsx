import { ANSWER_MAX_LENGTH, answerField, answerFieldId } from './answers';
import { describedBy, FieldError, QuestionTitle, type QuestionProps } from './question-parts';

/** A one-line answer, posted as `a.{id}` when the page has no JavaScript. */
export function TextQuestion({ question, value, error, onChange, t }: QuestionProps) {
  return (
    <div className="fp-q">
      <label className="fp-label" htmlFor={answerFieldId(question._id)}>
        <QuestionTitle question={question} t={t} />
      </label>
      <input
        id={answerFieldId(question._id)}
        className="fp-input"
        type="text"
        name={answerField(question._id)}
        value={value}
        maxLength={ANSWER_MAX_LENGTH}
        aria-required={question.required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(question._id, error)}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
      <FieldError id={question._id} error={error} />
    </div>
  );
}
