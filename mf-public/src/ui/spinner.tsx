import { useTranslation } from 'react-i18next';

export function Spinner() {
  const { t } = useTranslation('public');
  return (
    <div role="status" aria-live="polite" className="fp-center">
      <span className="fp-spin" aria-hidden="true" />
      <span className="fp-sr">{t('loading')}</span>
    </div>
  );
}
