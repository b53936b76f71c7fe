import { answerAria, fieldId, MissingAnswer, QuestionTitle, type QuestionProps } from './question-parts';

/** One radio per option; arrow keys move between them as in any radio group. */
export function ChoiceQuestion(props: QuestionProps) {
  const { question, value, onChange, missing } = props;
  return (
    <fieldset className="fp-q" role="radiogroup" {...answerAria(props)}>
      <legend>
        <QuestionTitle question={question} />
      </legend>
      {question.options.map((option, index) => (
        <label key={`${index}-${option}`} className="fp-choice">
          <input
            id={index === 0 ? fieldId(question) : undefined}
            type="radio"
            name={fieldId(question)}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
          />
          {option}
        </label>
      ))}
      <MissingAnswer question={question} missing={missing} />
    </fieldset>
  );
}
