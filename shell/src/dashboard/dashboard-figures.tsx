import { type Business } from '@fikr/shared';
import { Grid } from '../components/layout-boxes';
import { AnalyticsCard } from './analytics-card';
import { AnswerStatsSection } from './answer-stats';
import { BranchTable, hasBranches } from './branch-table';
import { FirstStepsCard } from './first-steps-card';
import { RecentForms, RecentResponses } from './recent-lists';
import { RecoveryCard } from './recovery-card';
import { ReviewClicksCard } from './review-clicks-card';
import { StatCards } from './stat-cards';
import { TrendSection } from './trend-section';
import type { DashboardData } from './use-dashboard-data';

/**
 * The dashboard of a business with answers: the stat cards, the first steps while some remain, the latest forms and
 * responses, the trend, analytics, branches and the answers' figures.
 */
export function DashboardFigures({ data, business }: { data: DashboardData; business: Business }) {
  const { stats, answers, forms, responses } = data;
  return (
    <>
      <StatCards stats={stats} business={business} trend={data.trend} />
      <FirstStepsCard formId={forms[0]?._id ?? null} />
      <Grid columns={{ xs: 1, lg: 2 }}>
        <RecentForms forms={forms} />
        <RecentResponses responses={responses} />
      </Grid>
      <RecoveryCard />
      <TrendSection forms={forms} />
      <AnalyticsCard stats={stats} />
      <ReviewClicksCard />
      {hasBranches(data.branches) && <BranchTable rows={data.branches} />}
      <AnswerStatsSection stats={answers} />
    </>
  );
}
