import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** What a route shows when its remote cannot be loaded; an Alert rather than a Result keeps antd's
 *  illustrated Result out of the console's first download. */
export function RemoteUnavailable({ remote, onRetry }: { remote: string; onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <div data-remote-unavailable={remote} style={{ maxWidth: 640, margin: '48px auto' }}>
      <Alert
        type="warning"
        showIcon
        title={t('remote.unavailableTitle')}
        description={t('remote.unavailableText')}
        action={
          <Button type="primary" onClick={onRetry}>
            {t('remote.retry')}
          </Button>
        }
      />
    </div>
  );
}
