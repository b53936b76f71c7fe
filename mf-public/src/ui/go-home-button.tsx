import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { usePublicEnv } from '../public-env';

/** 'Bosh sahifaga qaytish': the client route / in the shell, the configured home URL when standalone. */
export function GoHomeButton() {
  const { t } = useTranslation('public');
  const navigate = useNavigate();
  const { homeUrl } = usePublicEnv();
  const goHome = () => (homeUrl ? window.location.assign(homeUrl) : navigate('/'));
  return (
    <button className="fp-btn" type="button" onClick={goHome}>
      {t('completed.home')}
    </button>
  );
}
