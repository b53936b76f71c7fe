import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

const bar = {
  position: 'fixed',
  insetInline: 12,
  bottom: 12,
  zIndex: 1000,
  maxWidth: 640,
  marginInline: 'auto',
} as const;

/** The bar of app-notices.tsx (its own chunk: antd's Alert loads only when there is something to say). */
export function AppNoticeBar({ online, update }: { online: boolean; update: { apply: () => void } | null }) {
  const { t } = useTranslation();
  return (
    <div style={bar} data-testid="app-notices">
      {!online && <Alert type="warning" showIcon role="status" data-testid="offline-banner" title={t('app.offline')} />}
      {online && update && (
        <Alert
          type="info"
          showIcon
          role="status"
          data-testid="update-prompt"
          title={t('app.newVersion')}
          action={
            <Button type="primary" size="small" onClick={update.apply}>
              {t('app.reload')}
            </Button>
          }
        />
      )}
    </div>
  );
}
