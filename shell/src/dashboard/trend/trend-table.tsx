import { useTranslation } from 'react-i18next';
import { formatDate, type TrendDay } from '@fikr/shared';

/** The chart's figures as a table, for screen readers and anyone who prefers numbers. */
export function TrendTable({ days }: { days: TrendDay[] }) {
  const { t } = useTranslation('shell');
  const cell = { padding: '4px 8px', textAlign: 'right' as const };
  return (
    <table data-testid="trend-table" style={{ width: '100%', borderCollapse: 'collapse' }}>
      <caption style={{ textAlign: 'left' }}>{t('dashboard.trendTitle')}</caption>
      <thead>
        <tr>
          <th scope="col" style={{ ...cell, textAlign: 'left' }}>
            {t('dashboard.trendDate')}
          </th>
          <th scope="col" style={cell}>
            {t('dashboard.trendRequests')}
          </th>
          <th scope="col" style={cell}>
            {t('dashboard.trendCompleted')}
          </th>
          <th scope="col" style={cell}>
            {t('dashboard.trendRating')}
          </th>
        </tr>
      </thead>
      <tbody>
        {[...days].reverse().map((d) => (
          <tr key={d.date}>
            <th scope="row" style={{ ...cell, textAlign: 'left', fontWeight: 'normal' }}>
              {formatDate(`${d.date}T12:00:00+05:00`)}
            </th>
            <td style={cell}>{d.requests}</td>
            <td style={cell}>{d.completed}</td>
            <td style={cell}>{d.ratingAvg === null ? '—' : d.ratingAvg.toFixed(2)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
