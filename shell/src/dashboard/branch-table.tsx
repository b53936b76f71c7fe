import { useTranslation } from 'react-i18next';
import type { BranchFigures } from '@fikr/shared';
import { FigureTable } from '../components/figure-table';
import { Panel } from '../components/panel';
import { Text } from '../components/typography';

/** True when the business has branches: the table is theirs (GET /stats/branches always has the no-branch row). */
export const hasBranches = (rows: BranchFigures[]) => rows.some((row) => row._id !== null);

/**
 * Requests, completed and the average rating per branch (GET /stats/branches: ratings of public responses only);
 * the answers of no branch (the form's plain open link, requests sent without one) last, when there are any.
 */
export function BranchTable({ rows }: { rows: BranchFigures[] }) {
  const { t } = useTranslation('shell');
  const shown = rows.filter((row) => row._id !== null || row.requests > 0);
  return (
    <Panel title={t('dashboard.branches')} data-testid="branch-table">
      <FigureTable
        aria-label={t('dashboard.branches')}
        columns={[
          t('dashboard.branch'),
          t('dashboard.trendRequests'),
          t('dashboard.trendCompleted'),
          t('dashboard.trendRating'),
        ]}
        rows={shown.map((row) => ({
          key: row._id ?? 'none',
          label: row._id === null ? t('dashboard.branchNone') : row.name,
          values: [row.requests, row.completed, row.rating.count > 0 ? row.rating.rating.toFixed(1) : '—'],
        }))}
      />
      <Text secondary style={{ display: 'block', marginTop: 8 }}>
        {t('dashboard.ratingPublicOnly')}
      </Text>
    </Panel>
  );
}
