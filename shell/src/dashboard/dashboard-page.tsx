import { lazy } from 'react';
import { useAtomValue } from 'jotai';
import { businessAtom, UpdatedAt } from '@fikr/shared';
import { AnalyticsCard } from './analytics-card';
import { AnswerStatsSection } from './answer-stats';
import { BranchTable, hasBranches } from './branch-table';
import { Grid, Stack } from '../components/layout-boxes';
import { DashboardSkeleton } from './dashboard-skeleton';
import { FirstStepsCard } from './first-steps-card';
import { HeaderCard } from './header-card';
import { RecentForms, RecentResponses } from './recent-lists';
import { ReviewClicksCard } from './review-clicks-card';
import { StatCards } from './stat-cards';
import { TrendSection } from './trend-section';
import { useDashboardData } from './use-dashboard-data';

// a failed load and a business with nothing yet are rare: their antd Alert and Empty load only then
const DashboardError = lazy(() => import('./dashboard-states').then((m) => ({ default: m.DashboardError })));
const DashboardEmpty = lazy(() => import('./dashboard-states').then((m) => ({ default: m.DashboardEmpty })));

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
    <Stack>
      <HeaderCard business={business} rating={stats.rating} updated={<UpdatedAt state={state} />} />
      <StatCards stats={stats} business={business} trend={state.data.trend} />
      <FirstStepsCard formId={forms[0]?._id ?? null} />
      {isNew ? (
        <DashboardEmpty />
      ) : (
        <>
          <Grid columns={{ xs: 1, lg: 2 }}>
            <RecentForms forms={forms} />
            <RecentResponses responses={responses} />
          </Grid>
          <TrendSection forms={forms} />
          <AnalyticsCard stats={stats} />
          <ReviewClicksCard />
          {hasBranches(state.data.branches) && <BranchTable rows={state.data.branches} />}
          <AnswerStatsSection stats={answers} />
        </>
      )}
    </Stack>
  );
}
