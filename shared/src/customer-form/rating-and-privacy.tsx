import type { T } from './texts';

const STARS = [1, 2, 3, 4, 5];

/** Five radios drawn as stars: arrow keys change the rating, the focused star shows an outline. */
export function StarRating({ value, onChange, t }: { value: number; onChange(value: number): void; t: T }) {
  return (
    <fieldset className="fp-q" role="radiogroup">
      <legend>{t('rating')}</legend>
      <div className="fp-stars">
        {STARS.map((n) => (
          <label key={n} className="fp-star">
            <input type="radio" name="rating" value={n} checked={value === n} onChange={() => onChange(n)} />
            <span aria-hidden="true">★</span>
            <span className="fp-sr">{t('star', { count: n })}</span>
          </label>
        ))}
        {/* the chosen value in plain figures: the default of 1 star is seen, not given unnoticed */}
        <span className="fp-rating-value" data-testid="rating-value" aria-live="polite">
          {t('ratingValue', { value })}
        </span>
      </div>
    </fieldset>
  );
}

/** 'Anonim emas': on (the default) makes the response public to the business. */
export function PrivacySwitch({ checked, onChange, t }: { checked: boolean; onChange(checked: boolean): void; t: T }) {
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
