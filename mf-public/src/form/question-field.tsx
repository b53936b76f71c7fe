import { ChoiceQuestion } from './choice-question';
import { NumberQuestion } from './number-question';
import type { QuestionProps } from './question-parts';
import { TextQuestion } from './text-question';

export function QuestionField(props: QuestionProps) {
  if (props.question.type === 'choice') return <ChoiceQuestion {...props} />;
  if (props.question.type === 'number') return <NumberQuestion {...props} />;
  return <TextQuestion {...props} />;
}
