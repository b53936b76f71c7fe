import { lazy, Suspense } from 'react';
import { Panel } from '../components/panel';
import { Skeleton } from '../components/skeleton';

// uPlot and the chart come as their own chunk once the dashboard has drawn: the console's first load stays lean.
const TrendPanel = lazy(() => import(/* webpackChunkName: "trend-chart" */ './trend/trend-panel'));

export function TrendSection({ forms }: { forms: Array<{ _id: string; title: string }> }) {
  return (
    <Suspense
      fallback={
        <Panel>
          <Skeleton rows={4} />
        </Panel>
      }
    >
      <TrendPanel forms={forms} />
    </Suspense>
  );
}
