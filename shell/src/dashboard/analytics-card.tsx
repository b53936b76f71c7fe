import { useTranslation } from 'react-i18next';
import type { Stats } from '@fikr/shared';
import { Grid } from '../components/layout-boxes';
import { Panel } from '../components/panel';
import { StatValue } from '../components/stat-value';

/** Total responses, total forms, customers, repeat purchase percentage. */
export function AnalyticsCard({ stats }: { stats: Stats }) {
  const { t } = useTranslation('shell');
  const items = [
    { key: 'responses', title: t('dashboard.responses'), value: stats.totalResponses?.total ?? 0 },
    { key: 'forms', title: t('dashboard.totalForms'), value: stats.totalForms ?? 0 },
    { key: 'customers', title: t('dashboard.customers'), value: stats.totalCustomers ?? 0 },
    { key: 'repeat', title: t('dashboard.repeatPercent'), value: `${stats.repeatPurchasePercentage ?? 0}%` },
  ];
  return (
    <Panel title={t('dashboard.analytics')} data-testid="analytics-card">
      <Grid columns={{ xs: 2, md: 4 }}>
        {items.map((item) => (
          <StatValue key={item.key} title={item.title} value={item.value} />
        ))}
      </Grid>
    </Panel>
  );
}
