import { useTranslation } from 'react-i18next';

const STARS = [1, 2, 3, 4, 5];

/** Five radios drawn as stars: arrow keys change the rating, the focused star shows an outline. */
export function StarRating({ value, onChange }: { value: number; onChange(value: number): void }) {
  const { t } = useTranslation('public');
  return (
    <fieldset className="fp-q" role="radiogroup">
      <legend>{t('rating')}</legend>
      <div className="fp-stars">
        {STARS.map((n) => (
          <label key={n} className={n <= value ? 'fp-star on' : 'fp-star'}>
            <input type="radio" name="rating" value={n} checked={value === n} onChange={() => onChange(n)} />
            <span aria-hidden="true">★</span>
            <span className="fp-sr">{t('star', { count: n })}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
