import { Alert, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { useWebPush } from './use-web-push';

/**
 * 'Bildirishnomalar' → this phone or computer: Web Push for a low rating, beside Telegram, with the same threshold
 * and privacy rule. Hidden when the server sends no push; says so when this browser cannot or was told not to.
 */
export function PushToggle() {
  const { t } = useTranslation(NS);
  const push = useWebPush();
  if (!push.settings?.available) return null;
  const usable = push.support === 'supported';
  return (
    <div data-testid="push-toggle">
      <Typography.Text strong id="push-title">
        {t('notifications.push.title')}
      </Typography.Text>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center', marginTop: 4 }}>
        <Switch
          aria-labelledby="push-title"
          checked={push.on}
          loading={push.busy}
          disabled={!usable}
          onChange={(checked) => void (checked ? push.turnOn() : push.turnOff())}
        />
        <Typography.Text>{t(push.on ? 'notifications.push.on' : 'notifications.push.off')}</Typography.Text>
      </div>
      {!usable && (
        <Typography.Text type="secondary">
          {t(push.support === 'denied' ? 'notifications.push.denied' : 'notifications.push.unsupported')}
        </Typography.Text>
      )}
      {push.error && <Alert type="error" showIcon title={push.error} style={{ marginTop: 8 }} />}
    </div>
  );
}
