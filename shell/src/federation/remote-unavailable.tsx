import { useTranslation } from 'react-i18next';
import { LightButton, Notice } from '@fikr/shared';

/** What a route shows when its remote cannot be loaded (it is in the console's first download: no antd Result). */
export function RemoteUnavailable({ remote, onRetry }: { remote: string; onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <div data-remote-unavailable={remote} style={{ maxWidth: 640, margin: '48px auto' }}>
      <Notice
        tone="warning"
        role="alert"
        title={t('remote.unavailableTitle')}
        action={
          <LightButton kind="primary" onClick={onRetry}>
            {t('remote.retry')}
          </LightButton>
        }
      >
        {t('remote.unavailableText')}
      </Notice>
    </div>
  );
}
