import { useTranslation } from 'react-i18next';
import { formatDate, type TrendDay } from '@fikr/shared';
import { FigureTable } from '../../components/figure-table';

/** The chart's figures as a table, for screen readers and anyone who prefers numbers. */
export function TrendTable({ days }: { days: TrendDay[] }) {
  const { t } = useTranslation('shell');
  return (
    <FigureTable
      data-testid="trend-table"
      caption={t('dashboard.trendTitle')}
      columns={[
        t('dashboard.trendDate'),
        t('dashboard.trendRequests'),
        t('dashboard.trendCompleted'),
        t('dashboard.trendRating'),
      ]}
      rows={[...days].reverse().map((d) => ({
        key: d.date,
        label: formatDate(`${d.date}T12:00:00+05:00`),
        values: [d.requests, d.completed, d.ratingAvg === null ? '—' : d.ratingAvg.toFixed(2)],
      }))}
    />
  );
}
