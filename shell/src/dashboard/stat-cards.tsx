import type { ReactNode } from 'react';
import { Button, Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { formatSom, type Business, type Stats } from '@fikr/shared';
import { Panel } from '../components/panel';
import { ProgressBar } from '../components/progress-bar';
import { StatValue } from '../components/stat-value';
import { Text } from '../components/typography';
import { TOP_UP_LINK } from './header-card';

function StatCard({ title, value, children, testId }: { title: string; value: ReactNode; children?: ReactNode; testId: string }) {
  return (
    <Col xs={24} sm={12} xl={8} xxl={4} flex="auto">
      <Panel style={{ height: '100%' }} data-testid={testId}>
        <StatValue title={title} value={value} />
        {children}
      </Panel>
    </Col>
  );
}

/** Responses, balance with top-up, repeat purchases, and the two placeholder cards of the spec. */
export function StatCards({ stats, business }: { stats: Stats; business: Business }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const responses = stats.totalResponses ?? { total: 0, completed: 0, percentage: 0 };
  return (
    <Row gutter={[16, 16]}>
      <StatCard testId="stat-responses" title={t('dashboard.responses')} value={`${responses.completed} / ${responses.total}`}>
        <ProgressBar percent={responses.percentage} label={t('dashboard.responses')} />
      </StatCard>
      <StatCard testId="stat-balance" title={t('dashboard.balance')} value={t('dashboard.coins', { amount: formatSom(business.coin) })}>
        <Button size="small" type="primary" ghost onClick={() => navigate(TOP_UP_LINK)} style={{ marginTop: 8 }}>
          {t('dashboard.topUp')}
        </Button>
      </StatCard>
      <StatCard testId="stat-repeat" title={t('dashboard.repeat')} value={stats.repeatPurchase ?? 0}>
        <ProgressBar percent={stats.repeatPurchasePercentage ?? 0} label={t('dashboard.repeatPercent')} />
      </StatCard>
      {/* the spec's overall-rating and today's-results cards carry fixed placeholder values */}
      <StatCard testId="stat-overall" title={t('dashboard.overallRating')} value="—">
        <Text secondary>{t('dashboard.soon')}</Text>
      </StatCard>
      <StatCard testId="stat-today" title={t('dashboard.today')} value="—">
        <Text secondary>{t('dashboard.soon')}</Text>
      </StatCard>
    </Row>
  );
}
