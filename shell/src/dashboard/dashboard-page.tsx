import { Col, Row, Space } from 'antd';
import { useAtomValue } from 'jotai';
import { businessAtom, UpdatedAt } from '@fikr/shared';
import { AnalyticsCard } from './analytics-card';
import { AnswerStatsSection } from './answer-stats';
import { BranchTable, hasBranches } from './branch-table';
import { DashboardSkeleton } from './dashboard-skeleton';
import { DashboardEmpty, DashboardError } from './dashboard-states';
import { HeaderCard } from './header-card';
import { RecentForms, RecentResponses } from './recent-lists';
import { StatCards } from './stat-cards';
import { TrendSection } from './trend-section';
import { useDashboardData } from './use-dashboard-data';

export function DashboardPage() {
  const state = useDashboardData();
  // a later refresh (a request sent from the plus dialog, a top-up) updates the header and balance too
  const sharedBusiness = useAtomValue(businessAtom);
  if (state.status === 'loading') return <DashboardSkeleton />;
  if (state.status === 'error') return <DashboardError message={state.message} onRetry={state.reload} />;
  const { stats, answers, forms, responses } = state.data;
  const business = sharedBusiness ?? state.data.business;
  const isNew = forms.length === 0 && (stats.totalResponses?.total ?? 0) === 0;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <HeaderCard business={business} rating={stats.rating} updated={<UpdatedAt state={state} />} />
      <StatCards stats={stats} business={business} trend={state.data.trend} />
      {isNew ? (
        <DashboardEmpty />
      ) : (
        <>
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={12}>
              <RecentForms forms={forms} />
            </Col>
            <Col xs={24} lg={12}>
              <RecentResponses responses={responses} />
            </Col>
          </Row>
          <TrendSection forms={forms} />
          <AnalyticsCard stats={stats} />
          {hasBranches(state.data.branches) && <BranchTable rows={state.data.branches} />}
          <AnswerStatsSection stats={answers} />
        </>
      )}
    </Space>
  );
}
