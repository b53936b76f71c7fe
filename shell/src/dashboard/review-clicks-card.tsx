import { useTranslation } from 'react-i18next';
import { api, unwrap, useRequest } from '@fikr/shared';
import type { ReviewClicks } from '@fikr/shared/schemas';
import { Grid } from '../components/layout-boxes';
import { Panel } from '../components/panel';
import { StatValue } from '../components/stat-value';

const DAYS = 30;
const SITES = ['google', 'yandex', 'twogis'] as const;

const fetchClicks = (signal: AbortSignal) =>
  api.get('/stats/review-clicks', { params: { days: DAYS }, signal }).then((r) => unwrap<ReviewClicks>(r));

/**
 * How many customers who answered publicly followed the completion page's link to Google Maps, Yandex Maps and 2GIS
 * in the last 30 days (GET /stats/review-clicks; a branch member sees their branch). A failed read shows nothing.
 */
export function ReviewClicksCard() {
  const { t } = useTranslation('shell');
  const { data } = useRequest(['review-clicks', DAYS], fetchClicks);
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
