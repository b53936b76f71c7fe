import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

export function RemoteUnavailable({ remote, onRetry }: { remote: string; onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <Result
      status="warning"
      title={t('remote.unavailableTitle')}
      subTitle={t('remote.unavailableText')}
      data-remote-unavailable={remote}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('remote.retry')}
        </Button>
      }
    />
  );
}
