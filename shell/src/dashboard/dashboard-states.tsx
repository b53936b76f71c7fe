import { Button, Card, Col, Empty, Result, Row, Skeleton } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

export function DashboardSkeleton() {
  return (
    <div data-testid="dashboard-loading">
      <Card style={{ marginBottom: 16 }}>
        <Skeleton avatar active paragraph={{ rows: 1 }} />
      </Card>
      <Row gutter={[16, 16]}>
        {[1, 2, 3].map((n) => (
          <Col key={n} xs={24} md={8}>
            <Card>
              <Skeleton active paragraph={{ rows: 2 }} />
            </Card>
          </Col>
        ))}
      </Row>
    </div>
  );
}

export function DashboardError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <Result
      status="error"
      title={t('dashboard.errorTitle')}
      subTitle={message}
      extra={
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
    <Card data-testid="dashboard-empty">
      <Empty description={<><strong>{t('dashboard.emptyTitle')}</strong><br />{t('dashboard.emptyText')}</>}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/business/forms/new')}>
          {t('dashboard.createForm')}
        </Button>
      </Empty>
    </Card>
  );
}
