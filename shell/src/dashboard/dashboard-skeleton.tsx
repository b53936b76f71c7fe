import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { Panel } from '../components/panel';
import { Skeleton } from '../components/skeleton';

/** The header card and the first row of stat cards as placeholders while the dashboard loads. */
export function DashboardSkeleton() {
  const { t } = useTranslation('shell');
  return (
    <div data-testid="dashboard-loading" role="status" aria-busy="true" aria-label={t('loading')}>
      <Panel style={{ marginBottom: 16 }}>
        <Skeleton avatar rows={1} />
      </Panel>
      <Row gutter={[16, 16]}>
        {[1, 2, 3].map((n) => (
          <Col key={n} xs={24} md={8}>
            <Panel>
              <Skeleton rows={2} />
            </Panel>
          </Col>
        ))}
      </Row>
    </div>
  );
}
