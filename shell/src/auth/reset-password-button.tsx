import { useEffect, useState } from 'react';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { api, apiErrorMessage } from '@fikr/shared';

type ResetState = 'idle' | 'busy' | 'sent';

/** idle → busy → 'Sent via Telegram', then /login after 2 seconds (spec sections 2 and 9). */
export function ResetPasswordButton({ getPhone }: { getPhone: () => string | undefined }) {
  const { t } = useTranslation(['shell', 'common']);
  const navigate = useNavigate();
  const [state, setState] = useState<ResetState>('idle');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (state !== 'sent') return;
    const timer = setTimeout(() => navigate('/login'), 2000);
    return () => clearTimeout(timer);
  }, [state, navigate]);

  const reset = async () => {
    const phone = getPhone();
    if (!phone) {
      setError(t('common:validation.phoneRequired'));
      return;
    }
    setError(null);
    setState('busy');
    try {
      await api.post('/auth/reset-password', { phone });
      setState('sent');
    } catch (e) {
      setError(apiErrorMessage(e, 'errors.resetPasswordFailed'));
      setState('idle');
    }
  };

  return (
    <div style={{ margin: '12px 0' }}>
      {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 8 }} role="alert" />}
      <Button block onClick={reset} loading={state === 'busy'} disabled={state === 'sent'}>
        {state === 'sent' ? t('auth.sentTelegram') : t('auth.resetPassword')}
      </Button>
    </div>
  );
}
