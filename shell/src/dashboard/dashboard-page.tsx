import { lazy } from 'react';
import { useAtomValue } from 'jotai';
import { businessAtom, UpdatedAt } from '@fikr/shared';
import { Stack } from '../components/layout-boxes';
import { DashboardFigures } from './dashboard-figures';
import { DashboardSkeleton } from './dashboard-skeleton';
import { DashboardStart } from './dashboard-start';
import { HeaderCard } from './header-card';
import { hasFirstAnswer, useDashboardData } from './use-dashboard-data';

// a failed load is rare: its antd Alert loads only then
const DashboardError = lazy(() => import('./dashboard-states').then((m) => ({ default: m.DashboardError })));

export function DashboardPage() {
  const state = useDashboardData();
  // a later refresh (a request sent from the plus dialog, a top-up) updates the header and balance too
  const sharedBusiness = useAtomValue(businessAtom);
  if (state.status === 'loading') return <DashboardSkeleton />;
  if (state.status === 'error') return <DashboardError message={state.message} onRetry={state.reload} />;
  const business = sharedBusiness ?? state.data.business;
  // before the first answer every figure would be zero: the first steps stand in their place
  const answered = hasFirstAnswer(state.data);
  return (
    <Stack>
      <HeaderCard
        business={business}
        rating={state.data.stats.rating}
        showRating={answered}
        updated={<UpdatedAt state={state} />}
      />
      {answered ? (
        <DashboardFigures data={state.data} business={business} />
      ) : (
        <DashboardStart business={business} formId={state.data.forms[0]?._id ?? null} />
      )}
    </Stack>
  );
}
