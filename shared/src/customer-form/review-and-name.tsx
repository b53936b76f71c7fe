import { ANSWER_MAX_LENGTH, NAME_MAX_LENGTH } from './answers';
import { describedBy, FieldError } from './question-parts';
import type { T } from './texts';

interface FieldProps {
  value: string;
  error?: string;
  onChange(value: string): void;
  t: T;
}

/** 'Izoh': the free review under the rating. */
export function ReviewField({ value, error, onChange, t }: FieldProps) {
  return (
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
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy('review', error)}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
      <FieldError id="review" error={error} />
    </div>
  );
}

/** 'Ismingiz (ixtiyoriy)': prefilled with the name the customer gave this business before. */
export function NameField({ value, error, onChange, t }: FieldProps) {
  return (
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
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy('name', error)}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
      <FieldError id="name" error={error} />
    </div>
  );
}
