import { Alert, Button, Empty } from 'antd';
import { SvgIcon } from '@fikr/shared';
import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Panel } from '../components/panel';

export function DashboardError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <Alert
      type="error"
      showIcon
      title={t('dashboard.errorTitle')}
      description={message}
      action={
        <Button type="primary" onClick={onRetry}>
          {t('dashboard.retry')}
        </Button>
      }
    />
  );
}

/** A new business: no forms and no responses yet. */
export function DashboardEmpty() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  return (
    <Panel data-testid="dashboard-empty">
      <Empty
        description={
          <>
            <strong>{t('dashboard.emptyTitle')}</strong>
            <br />
            {t('dashboard.emptyText')}
          </>
        }
      >
        <Button type="primary" icon={<SvgIcon icon={PlusOutlined} />} onClick={() => navigate('/business/forms/new')}>
          {t('dashboard.createForm')}
        </Button>
      </Empty>
    </Panel>
  );
}
