import { useLayoutEffect, useRef, useState } from 'react';
import { Button, Empty } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { ReactSortable } from 'react-sortablejs';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { moveItem, newQuestion, type DraftErrors, type DraftQuestion } from './draft';
import { DRAG_HANDLE_CLASS, QuestionCard } from './question-card';

interface QuestionListProps {
  questions: DraftQuestion[];
  errors: DraftErrors;
  setQuestions(update: (qs: DraftQuestion[]) => DraftQuestion[]): void;
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
} as const;

/** Errors of question `index` keyed by the path below it ('text', 'options.1', …). */
function questionErrors(errors: DraftErrors, index: number): Record<string, string> {
  const prefix = `questions.${index}.`;
  return Object.fromEntries(
    Object.entries(errors).flatMap(([path, key]) =>
      path.startsWith(prefix) ? [[path.slice(prefix.length), key]] : [],
    ),
  );
}

const sameOrder = (a: DraftQuestion[], b: DraftQuestion[]) =>
  a.length === b.length && a.every((q, i) => q.id === b[i].id);

/** The questions, reordered by dragging their handle (react-sortablejs) or from the keyboard. */
export function QuestionList({ questions, errors, setQuestions }: QuestionListProps) {
  const { t } = useTranslation(NS);
  const [announcement, setAnnouncement] = useState('');
  const refocus = useRef<HTMLElement | null>(null);

  // A keyboard move re-renders the list; keep focus on the control that moved the question.
  useLayoutEffect(() => {
    const el = refocus.current;
    refocus.current = null;
    if (el && document.activeElement !== el) {
      if (el.isConnected && !(el as HTMLButtonElement).disabled) el.focus();
      else el.closest('[data-question-id]')?.querySelector<HTMLElement>(`.${DRAG_HANDLE_CLASS}`)?.focus();
    }
  }, [questions]);

  const move = (index: number, delta: -1 | 1) => {
    const to = index + delta;
    if (to < 0 || to >= questions.length) return;
    refocus.current = document.activeElement as HTMLElement | null;
    setQuestions((qs) => moveItem(qs, index, to));
    setAnnouncement(t('question.moved', { n: index + 1, to: to + 1 }));
  };
  const add = () => setQuestions((qs) => [...qs, newQuestion()]);
  const update = (id: string, patch: Partial<DraftQuestion>) =>
    setQuestions((qs) => qs.map((q) => (q.id === id ? { ...q, ...patch } : q)));

  if (questions.length === 0) {
    return (
      <Empty description={t('editor.noQuestions')}>
        <Button type="primary" icon={<PlusOutlined />} onClick={add}>
          {t('editor.addFirstQuestion')}
        </Button>
      </Empty>
    );
  }
  return (
    <>
      <ReactSortable
        list={questions}
        // sortablejs also calls this on pick-up and drop without a move; only a new order is a change
        setList={(next) => !sameOrder(next, questions) && setQuestions(() => next)}
        handle={`.${DRAG_HANDLE_CLASS}`}
        forceFallback
        animation={150}
      >
        {questions.map((q, index) => (
          <div key={q.id} data-question-id={q.id}>
            <QuestionCard
              question={q}
              index={index}
              count={questions.length}
              errors={questionErrors(errors, index)}
              onChange={(patch) => update(q.id, patch)}
              onRemove={() => setQuestions((qs) => qs.filter((x) => x.id !== q.id))}
              onMove={(delta) => move(index, delta)}
            />
          </div>
        ))}
      </ReactSortable>
      <div aria-live="polite" style={visuallyHidden}>
        {announcement}
      </div>
      <Button type="dashed" block icon={<PlusOutlined />} onClick={add}>
        {t('editor.addQuestion')}
      </Button>
    </>
  );
}
