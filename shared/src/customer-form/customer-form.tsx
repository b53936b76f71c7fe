import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { Question } from '../types/form';
import {
  answerFieldId,
  type FormErrors,
  type FormValues,
  missingAnswers,
  type SubmitBody,
  submitBody,
} from './answers';
import { RadioQuestion } from './radio-question';
import { PrivacySwitch, StarRating } from './rating-and-privacy';
import { NameField, ReviewField } from './review-and-name';
import { TextQuestion } from './text-question';
import type { T } from './texts';

/** How a send ended when the page stays: kept for later (no connection), or refused with a message. */
export type SendOutcome = { kind: 'queued' } | { kind: 'error'; message: string } | { kind: 'left' };

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'queued' } | { kind: 'error'; message: string };

export interface CustomerFormProps {
  t: T;
  questions: Question[];
  initialValues: FormValues;
  /** Errors of a form the server got without JavaScript, shown as it renders it again. */
  postedErrors?: FormErrors;
  /** Where the form posts without JavaScript (the light page); the remote and the preview have none. */
  action?: string;
  /**
   * Sends the answers once the required ones are there; resolves when the page moves on ('left'), or says why
   * it stays. Without it the form is a preview: it checks the required answers and sends nothing.
   */
  send?(body: SubmitBody): Promise<SendOutcome>;
  /** Answers kept from an earlier visit (or a send the connection dropped): sent by themselves. */
  pending?(): SubmitBody | null;
}

/** The customer form: the questions, overall rating, review, name and privacy switch; sends exactly once. */
export function CustomerForm({ t, questions, initialValues, postedErrors, action, send, pending }: CustomerFormProps) {
  const [values, setValues] = useState<FormValues>(initialValues);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>(postedErrors?.fields ?? {});
  const [status, setStatus] = useState<Status>(
    postedErrors?.message ? { kind: 'error', message: postedErrors.message } : { kind: 'idle' },
  );

  const deliver = async (body: SubmitBody) => {
    if (!send) return;
    setStatus({ kind: 'sending' });
    const outcome = await send(body);
    if (outcome.kind !== 'left') setStatus(outcome);
  };
  const latest = useRef({ deliver, pending });
  latest.current = { deliver, pending };
  usePendingRetry(latest);

  const update = (patch: Partial<FormValues>) => setValues((prev) => ({ ...prev, ...patch }));
  const answer = (id: string, value: string) => {
    setValues((prev) => ({ ...prev, answers: { ...prev.answers, [id]: value } }));
    setFieldErrors((prev) => {
      const { [id]: _drop, ...rest } = prev;
      return rest;
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (status.kind === 'sending') return;
    const missing = missingAnswers(questions, values);
    if (missing.length) {
      setFieldErrors(Object.fromEntries(missing.map((id) => [id, t('requiredError')])));
      setStatus({ kind: 'error', message: t('requiredSummary') });
      document.getElementById(answerFieldId(missing[0]))?.focus();
      return;
    }
    setStatus({ kind: 'idle' });
    void deliver(submitBody(questions, values));
  };

  const busy = status.kind === 'sending' || status.kind === 'queued';
  return (
    <form className="fp-card" method="post" action={action} noValidate onSubmit={onSubmit}>
      {questions.map((q) => {
        const Field = q.type === 'text' ? TextQuestion : RadioQuestion;
        return (
          <Field
            key={q._id}
            question={q}
            value={values.answers[q._id] ?? ''}
            error={fieldErrors[q._id]}
            onChange={(v: string) => answer(q._id, v)}
            t={t}
          />
        );
      })}
      <StarRating value={values.rating} onChange={(rating) => update({ rating })} t={t} />
      <ReviewField value={values.review} error={fieldErrors.review} onChange={(review) => update({ review })} t={t} />
      <NameField value={values.name} error={fieldErrors.name} onChange={(name) => update({ name })} t={t} />
      <PrivacySwitch checked={values.isPublic} onChange={(isPublic) => update({ isPublic })} t={t} />
      {status.kind === 'error' ? (
        <p className="fp-alert" role="alert">
          {status.message}
        </p>
      ) : null}
      {status.kind === 'queued' ? (
        <p className="fp-note" role="status" data-testid="queued">
          {t('queued')}
        </p>
      ) : null}
      <button className="fp-btn" type="submit" disabled={busy} aria-busy={status.kind === 'sending'}>
        {status.kind === 'sending' ? t('sending') : t('submit')}
      </button>
    </form>
  );
}

type Latest = { current: { deliver(body: SubmitBody): Promise<void>; pending?(): SubmitBody | null } };

/** Kept answers go when the page opens, when the phone is back online, and every 15 s while they wait. */
function usePendingRetry(latest: Latest) {
  useEffect(() => {
    const retry = () => {
      const body = latest.current.pending?.();
      if (body) void latest.current.deliver(body);
    };
    retry();
    window.addEventListener('online', retry);
    const timer = window.setInterval(() => latest.current.pending?.() && navigator.onLine && retry(), 15000);
    return () => {
      window.removeEventListener('online', retry);
      window.clearInterval(timer);
    };
  }, [latest]);
}
