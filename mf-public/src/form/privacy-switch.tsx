import { useTranslation } from 'react-i18next';

/** 'Anonim emas': on (the default) makes the response public to the business. */
export function PrivacySwitch({ checked, onChange }: { checked: boolean; onChange(checked: boolean): void }) {
  const { t } = useTranslation('public');
  return (
    <div className="fp-q">
      <label className="fp-switch">
        <input
          type="checkbox"
          role="switch"
          checked={checked}
          aria-describedby="fp-privacy-hint"
          onChange={(e) => onChange(e.target.checked)}
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
