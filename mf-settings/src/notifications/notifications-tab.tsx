import { Alert, Button, QRCode, Radio, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { ALERT_THRESHOLDS_LIST } from './alert-thresholds';
import { PushToggle } from './push-toggle';
import { useTelegramAlerts } from './use-telegram-alerts';

/**
 * Settings → Bildirishnomalar: link a Telegram chat to the business through the bot (a one-time t.me link, also
 * as a QR code for the phone), pick the rating that alerts (≤ 1, 2 or 3), see the linked chat, unlink it.
 */
export function NotificationsTab() {
  const { t } = useTranslation(NS);
  const alerts = useTelegramAlerts();
  const { state, link, busy, error } = alerts;
  if (state.status === 'loading') return <Spin />;
  if (state.status === 'error') return <Alert type="error" showIcon title={state.message} />;
  const { settings } = state;
  return (
    <Space orientation="vertical" size={16} style={{ maxWidth: 560 }} data-testid="notifications-tab">
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('notifications.title')}
      </Typography.Title>
      <Typography.Text type="secondary">{t('notifications.intro')}</Typography.Text>
      {error && <Alert type="error" showIcon title={error} />}

      {settings.linked ? (
        <Alert
          type="success"
          showIcon
          data-testid="telegram-linked"
          title={t('notifications.linked', { chat: settings.chatName || settings.chatId })}
          description={t('notifications.chatId', { id: settings.chatId })}
          action={
            <Button danger size="small" loading={busy} onClick={() => void alerts.unlink()}>
              {t('notifications.unlink')}
            </Button>
          }
        />
      ) : (
        <Space orientation="vertical" size={12}>
          <Typography.Text>{t('notifications.notLinked')}</Typography.Text>
          <Button type="primary" loading={busy} onClick={() => void alerts.createLink()}>
            {link ? t('notifications.newLink') : t('notifications.getLink')}
          </Button>
          {link && (
            <Space orientation="vertical" size={8} data-testid="telegram-link">
              <Typography.Text>{t('notifications.openLink')}</Typography.Text>
              <Typography.Link href={link} target="_blank" rel="noreferrer" copyable={{ text: link }}>
                {link}
              </Typography.Link>
              <QRCode value={link} size={180} bgColor="#ffffff" errorLevel="M" aria-label={t('notifications.qr')} />
              <Typography.Text type="secondary">{t('notifications.waiting')}</Typography.Text>
            </Space>
          )}
        </Space>
      )}

      <div>
        <Typography.Text strong id="alert-threshold">
          {t('notifications.threshold')}
        </Typography.Text>
        <div>
          <Radio.Group
            aria-labelledby="alert-threshold"
            value={settings.threshold}
            disabled={busy}
            onChange={(e) => void alerts.setThreshold(Number(e.target.value))}
            options={ALERT_THRESHOLDS_LIST.map((n) => ({ value: n, label: t('notifications.atMost', { count: n }) }))}
          />
        </div>
        <Typography.Text type="secondary">{t('notifications.privacy')}</Typography.Text>
      </div>
      <PushToggle />
    </Space>
  );
}
