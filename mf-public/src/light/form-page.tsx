/** @jsxImportSource preact */
import type { Question } from '@fikr/shared/core';
import { formatSom } from '@fikr/shared/core';
import { useEffect, useRef, useState } from 'preact/hooks';
import { completedUrl, rewardOf } from '../completed/reward';
import { assetUrl, BusinessHeader, Frame } from './frame';
import { hasWordLabels, scaleValues } from './scale';
import { missingAnswers, pendingBody, sendAnswers, submitBody, type SubmitBody } from './send';
import type { T } from './texts';
import type { FormErrors, FormValues, LightFormData, LightLang } from './types';

export const ANSWER_MAX_LENGTH = 2000;
export const NAME_MAX_LENGTH = 100;
export const DEFAULT_RATING = 1;
/** Names of the posted fields (application/x-www-form-urlencoded), read back by the server. */
export const answerField = (id: string) => `a.${id}`;

const fieldId = (id: string) => `q-${id}`;
const errorId = (id: string) => `q-${id}-error`;

export function initialValues(data: LightFormData): FormValues {
  return { answers: {}, rating: DEFAULT_RATING, review: '', isPublic: true, name: data.customerName ?? '' };
}

function RewardBadge({ data, t }: { data: LightFormData; t: T }) {
  if (data.openLink) return null;
  const voucher = data.typeMotive === 'voucher';
  const amount = voucher ? (data.voucher?.amount ?? 0) : (data.coin ?? 0);
  if (!(amount > 0)) return null;
  return (
    <span className="fp-badge" data-testid="reward-badge">
      {voucher ? t('rewardVoucher', { amount: formatSom(amount) }) : t('rewardCoin', { coin: amount })}
    </span>
  );
}

interface QuestionProps {
  question: Question;
  value: string;
  error?: string;
  onChange(value: string): void;
  t: T;
}

function Title({ question, t }: { question: Question; t: T }) {
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

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p className="fp-error" id={errorId(id)}>
      {error}
    </p>
  ) : null;
}

const described = (id: string, error?: string) => (error ? errorId(id) : undefined);

function TextQuestion({ question, value, error, onChange, t }: QuestionProps) {
  return (
    <div className="fp-q">
      <label className="fp-label" htmlFor={fieldId(question._id)}>
        <Title question={question} t={t} />
      </label>
      <input
        id={fieldId(question._id)}
        className="fp-input"
        type="text"
        name={answerField(question._id)}
        value={value}
        maxLength={ANSWER_MAX_LENGTH}
        aria-required={question.required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={described(question._id, error)}
        onInput={(e) => onChange(e.currentTarget.value)}
      />
      <FieldError id={question._id} error={error} />
    </div>
  );
}

/**
 * Choice and number questions: native radios in a labelled group, so arrow keys, screen readers and a post
 * without JavaScript all work. A number scale shows words for 1–5 only.
 */
function RadioQuestion({ question, value, error, onChange, t }: QuestionProps) {
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
      aria-describedby={described(question._id, error)}
    >
      <legend>
        <Title question={question} t={t} />
      </legend>
      <div className={className}>
        {options.map((option, index) => (
          <label key={`${index}-${option.value}`} className={numbers ? 'fp-opt' : 'fp-choice'}>
            <input
              id={index === 0 ? fieldId(question._id) : undefined}
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

function StarRating({ value, onChange, t }: { value: number; onChange(value: number): void; t: T }) {
  return (
    <fieldset className="fp-q" role="radiogroup">
      <legend>{t('rating')}</legend>
      <div className="fp-stars">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="fp-star">
            <input type="radio" name="rating" value={n} checked={value === n} onChange={() => onChange(n)} />
            <span aria-hidden="true">★</span>
            <span className="fp-sr">{t('star', { count: n })}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function PrivacySwitch({ checked, onChange, t }: { checked: boolean; onChange(checked: boolean): void; t: T }) {
  return (
    <div className="fp-q">
      <label className="fp-switch">
        <input
          type="checkbox"
          role="switch"
          name="isPublic"
          value="true"
          checked={checked}
          aria-describedby="fp-privacy-hint"
          onChange={(e) => onChange(e.currentTarget.checked)}
        />
        <span className="fp-track" aria-hidden="true" />
        {t('isPublic')}
      </label>
      <p className="fp-muted" id="fp-privacy-hint">
        {t('isPublicHint')}
      </p>
    </div>
  );
}

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'queued' } | { kind: 'error'; message: string };

interface FormPageProps {
  lang: LightLang;
  t: T;
  apiBase: string;
  code: string;
  branch?: string;
  data: LightFormData;
  values?: FormValues;
  errors?: FormErrors;
}

/** /form/{code}: a real form that posts to the server; with JavaScript it is sent with fetch and kept offline. */
export function FormPage({
  lang,
  t,
  apiBase,
  code,
  branch,
  data,
  values: posted,
  errors: postedErrors,
}: FormPageProps) {
  const branchQuery = branch ? `?b=${encodeURIComponent(branch)}` : '';
  const questions = data.form.questions ?? [];
  const [values, setValues] = useState<FormValues>(posted ?? initialValues(data));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>(postedErrors?.fields ?? {});
  const [status, setStatus] = useState<Status>(
    postedErrors?.message ? { kind: 'error', message: postedErrors.message } : { kind: 'idle' },
  );

  const send = async (body: SubmitBody) => {
    setStatus({ kind: 'sending' });
    const result = await sendAnswers(apiBase, code + branchQuery, body);
    if (result.kind === 'done') window.location.assign(completedUrl(rewardOf(data)));
    else if (result.kind === 'already') window.location.replace('/form-completed?artu=true');
    else if (result.kind === 'queued') setStatus({ kind: 'queued' });
    else setStatus({ kind: 'error', message: result.message || t('errors.generic') });
  };

  const latestSend = useRef(send);
  latestSend.current = send;
  // Answers kept from an earlier visit, or from a send the connection dropped, go by themselves.
  useEffect(() => {
    const retry = () => {
      const body = pendingBody(code);
      if (body) void latestSend.current(body);
    };
    retry();
    window.addEventListener('online', retry);
    const timer = window.setInterval(() => pendingBody(code) && navigator.onLine && retry(), 15000);
    return () => {
      window.removeEventListener('online', retry);
      window.clearInterval(timer);
    };
  }, [code]);

  const update = (patch: Partial<FormValues>) => setValues((prev) => ({ ...prev, ...patch }));
  const answer = (id: string, value: string) => {
    setValues((prev) => ({ ...prev, answers: { ...prev.answers, [id]: value } }));
    setFieldErrors((prev) => {
      const { [id]: _drop, ...rest } = prev;
      return rest;
    });
  };

  const onSubmit = (event: Event) => {
    event.preventDefault();
    if (status.kind === 'sending') return;
    const missing = missingAnswers(questions, values);
    if (missing.length) {
      setFieldErrors(Object.fromEntries(missing.map((id) => [id, t('requiredError')])));
      setStatus({ kind: 'error', message: t('requiredSummary') });
      document.getElementById(fieldId(missing[0]))?.focus();
      return;
    }
    void send(submitBody(questions, values));
  };

  const busy = status.kind === 'sending' || status.kind === 'queued';
  return (
    <Frame lang={lang} t={t}>
      <BusinessHeader business={data.business} logoUrl={assetUrl(apiBase, data.business.logo)} t={t}>
        <RewardBadge data={data} t={t} />
      </BusinessHeader>
      <h1 className="fp-h">{t('heading')}</h1>
      <form
        className="fp-card"
        method="post"
        action={`/form/${encodeURIComponent(code)}${branchQuery}`}
        noValidate
        onSubmit={onSubmit}
      >
        {questions.map((q) => {
          const Question = q.type === 'text' ? TextQuestion : RadioQuestion;
          return (
            <Question
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
        <div className="fp-q">
          <label className="fp-label" htmlFor="fp-review">
            {t('review')}
          </label>
          <textarea
            id="fp-review"
            name="review"
            className="fp-input"
            rows={4}
            maxLength={ANSWER_MAX_LENGTH}
            placeholder={t('reviewPlaceholder')}
            value={values.review}
            aria-invalid={fieldErrors.review ? true : undefined}
            aria-describedby={described('review', fieldErrors.review)}
            onInput={(e) => update({ review: e.currentTarget.value })}
          />
          <FieldError id="review" error={fieldErrors.review} />
        </div>
        <div className="fp-q">
          <label className="fp-label" htmlFor="fp-name">
            {t('customerName')} <span className="fp-muted fp-inline">({t('customerNameHint')})</span>
          </label>
          <input
            id="fp-name"
            name="name"
            className="fp-input"
            type="text"
            autoComplete="name"
            maxLength={NAME_MAX_LENGTH}
            value={values.name}
            aria-invalid={fieldErrors.name ? true : undefined}
            aria-describedby={described('name', fieldErrors.name)}
            onInput={(e) => update({ name: e.currentTarget.value })}
          />
          <FieldError id="name" error={fieldErrors.name} />
        </div>
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
    </Frame>
  );
}
