import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Question } from '@fikr/shared/core';
import { CUSTOMER_NAME_MAX, DEFAULT_RATING } from '@fikr/shared/schemas';
import { callApi, isApiError } from '../http/public-api';
import { buildPayload } from './build-payload';
import { fieldId } from './question-parts';
import { QuestionField } from './question-field';
import { StarRating } from './star-rating';
import { PrivacySwitch } from './privacy-switch';
import { ANSWER_MAX_LENGTH } from './text-question';
import { ErrorAlert } from '../ui/error-alert';
import { completedUrl, type CompletedReward } from '../completed/reward';

interface PublicFormProps {
  code: string;
  questions: Question[];
  /** 'Ismingiz' the customer gave this business before. */
  customerName?: string;
  /** The reward the completion page names (none for an open link). */
  reward?: CompletedReward | null;
}

/** The questions, overall rating, review and privacy switch; sends once everything required is answered. */
export function PublicForm({ code, questions, customerName = '', reward = null }: PublicFormProps) {
  const { t, i18n } = useTranslation('public');
  const navigate = useNavigate();
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [rating, setRating] = useState(DEFAULT_RATING);
  const [review, setReview] = useState('');
  const [isPublic, setIsPublic] = useState(true);
  const [name, setName] = useState(customerName);
  const [missing, setMissing] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const answer = (id: string, value: string) => {
    setAnswers((prev) => ({ ...prev, [id]: value }));
    setMissing((prev) => prev.filter((m) => m !== id));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const result = buildPayload(questions, { answers, rating, review, isPublic, name });
    if (!result.ok) {
      setMissing(result.missing);
      const first = questions.find((q) => result.missing.includes(q._id));
      if (first) document.getElementById(fieldId(first))?.focus();
      if (result.messageKey) setError(i18n.t(`common:${result.messageKey}`, { defaultValue: t('errors.generic') }));
      return;
    }
    setSending(true);
    try {
      await callApi('POST', `/responses/${encodeURIComponent(code)}/submit`, result.payload);
      navigate(completedUrl(reward));
    } catch (err) {
      setSending(false);
      if (isApiError(err, 409)) navigate('/form-completed?artu=true', { replace: true });
      else setError((isApiError(err) && err.serverMessage) || '');
    }
  };

  return (
    <form className="fp-card" noValidate onSubmit={submit}>
      {questions.map((q) => (
        <QuestionField
          key={q._id}
          question={q}
          value={answers[q._id] ?? ''}
          onChange={(v) => answer(q._id, v)}
          missing={missing.includes(q._id)}
        />
      ))}
      <StarRating value={rating} onChange={setRating} />
      <div className="fp-q">
        <label className="fp-label" htmlFor="fp-review">
          {t('review')}
        </label>
        <textarea
          id="fp-review"
          className="fp-input"
          rows={4}
          maxLength={ANSWER_MAX_LENGTH}
          placeholder={t('reviewPlaceholder')}
          value={review}
          onChange={(e) => setReview(e.target.value)}
        />
      </div>
      <div className="fp-q">
        <label className="fp-label" htmlFor="fp-name">
          {t('customerName')} <span className="fp-muted">({t('customerNameHint')})</span>
        </label>
        <input
          id="fp-name"
          className="fp-input"
          type="text"
          autoComplete="name"
          maxLength={CUSTOMER_NAME_MAX}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <PrivacySwitch checked={isPublic} onChange={setIsPublic} />
      {missing.length > 0 ? (
        <p className="fp-alert" role="alert">
          {t('requiredSummary')}
        </p>
      ) : null}
      {error !== null ? <ErrorAlert message={error} /> : null}
      <button className="fp-btn" type="submit" disabled={sending} aria-busy={sending}>
        {t('submit')}
      </button>
    </form>
  );
}
