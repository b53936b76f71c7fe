import { useTranslation } from 'react-i18next';
import { LightButton, Notice } from '@fikr/shared';

const bar = {
  position: 'fixed',
  insetInline: 12,
  bottom: 12,
  zIndex: 1000,
  maxWidth: 640,
  marginInline: 'auto',
} as const;

/** The bar of app-notices.tsx (its own chunk, loaded while there is a network: the service worker keeps it). */
export function AppNoticeBar({ online, update }: { online: boolean; update: { apply: () => void } | null }) {
  const { t } = useTranslation();
  return (
    <div style={bar} data-testid="app-notices">
      {!online && <Notice tone="warning" role="status" data-testid="offline-banner" title={t('app.offline')} />}
      {online && update && (
        <Notice
          tone="info"
          role="status"
          data-testid="update-prompt"
          title={t('app.newVersion')}
          action={
            <LightButton kind="primary" small onClick={update.apply}>
              {t('app.reload')}
            </LightButton>
          }
        />
      )}
    </div>
  );
}
