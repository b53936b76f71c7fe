import { useTranslation } from 'react-i18next';
import { Grid } from '../components/layout-boxes';
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
      <Grid columns={{ xs: 1, md: 3 }}>
        {[1, 2, 3].map((n) => (
          <Panel key={n}>
            <Skeleton rows={2} />
          </Panel>
        ))}
      </Grid>
    </div>
  );
}
