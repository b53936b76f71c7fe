import { useTranslation } from 'react-i18next';
import { queryClient, statsQueries, useQuery } from '@fikr/shared';
import { Grid } from '../components/layout-boxes';
import { Panel } from '../components/panel';
import { StatValue } from '../components/stat-value';

const DAYS = 30;
const SITES = ['google', 'yandex', 'twogis'] as const;

/**
 * How many customers who answered publicly followed the completion page's link to Google Maps, Yandex Maps and 2GIS
 * in the last 30 days (GET /stats/review-clicks; a branch member sees their branch). A failed read shows nothing.
 */
export function ReviewClicksCard() {
  const { t } = useTranslation('shell');
  const { data } = useQuery(statsQueries.reviewClicks(DAYS), queryClient);
  if (!data) return null;
  return (
    <Panel title={t('dashboard.reviewClicks', { days: DAYS })} data-testid="review-clicks-card">
      <Grid columns={{ xs: 3 }}>
        {SITES.map((site) => (
          <StatValue key={site} title={t(`dashboard.reviewSite.${site}`)} value={data[site] ?? 0} />
        ))}
      </Grid>
    </Panel>
  );
}
