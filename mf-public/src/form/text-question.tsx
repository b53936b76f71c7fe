import { answerAria, fieldId, MissingAnswer, QuestionTitle, type QuestionProps } from './question-parts';

export const ANSWER_MAX_LENGTH = 2000;

export function TextQuestion(props: QuestionProps) {
  const { question, value, onChange, missing } = props;
  return (
    <div className="fp-q">
      <label className="fp-label" htmlFor={fieldId(question)}>
        <QuestionTitle question={question} />
      </label>
      <input
        id={fieldId(question)}
        className="fp-input"
        type="text"
        value={value}
        maxLength={ANSWER_MAX_LENGTH}
        onChange={(e) => onChange(e.target.value)}
        {...answerAria(props)}
      />
      <MissingAnswer question={question} missing={missing} />
    </div>
  );
}
