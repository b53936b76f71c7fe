import { Button, Space, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { hasBusiness, sessionInitialisedAtom, userAtom } from '@fikr/shared';
import { FullPageSpinner } from '../auth/guards';

/** Where a start button leads: login, then the wizard, then the console. */
export function startTarget(user: Parameters<typeof hasBusiness>[0]): string {
  if (!user) return '/login';
  return hasBusiness(user) ? '/business/dashboard' : '/create-business';
}

export function LandingPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const initialised = useAtomValue(sessionInitialisedAtom);
  const user = useAtomValue(userAtom);
  if (!initialised) return <FullPageSpinner />;
  return (
    <main style={{ maxWidth: 960, margin: '0 auto', padding: '64px 16px' }}>
      <Typography.Title>{t('landing.title')}</Typography.Title>
      <Space>
        <Button type="primary" size="large" onClick={() => navigate(startTarget(user))}>
          {t('landing.start')}
        </Button>
        {!user && <Button onClick={() => navigate('/login')}>{t('landing.login')}</Button>}
      </Space>
    </main>
  );
}
