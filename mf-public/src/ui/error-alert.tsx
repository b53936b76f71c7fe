import { useTranslation } from 'react-i18next';

/** A failure in red, announced: the server's message, else 'Xatolik yuz berdi'. */
export function ErrorAlert({ message }: { message?: string | null }) {
  const { t } = useTranslation('public');
  return (
    <p className="fp-alert" role="alert">
      {message || t('errors.generic')}
    </p>
  );
}
