import { useId, useMemo, useState } from 'react';
import { Alert, Segmented, Select, Space, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TrendDay } from '@fikr/shared';
import { Panel } from '../../components/panel';
import { Skeleton } from '../../components/skeleton';
import { Text } from '../../components/typography';
import { averageRating } from '../rating-figures';
import { TrendChart } from './trend-chart';
import { TrendTable } from './trend-table';
import { useTrends } from './use-trends';

export const TREND_PRESETS = [7, 30, 90] as const;

function Legend({ items }: { items: Array<{ label: string; colour: string; dashed?: boolean }> }) {
  return (
    <Space size={16} wrap aria-hidden>
      {items.map((item) => (
        <Space key={item.label} size={6}>
          <span
            style={{
              display: 'inline-block',
              width: 18,
              borderTop: `2px ${item.dashed ? 'dashed' : 'solid'} ${item.colour}`,
              verticalAlign: 'middle',
            }}
          />
          <Text secondary>{item.label}</Text>
        </Space>
      ))}
    </Space>
  );
}

function summary(days: TrendDay[]) {
  const avg = averageRating(days);
  return {
    days: days.length,
    requests: days.reduce((s, d) => s + d.requests, 0),
    completed: days.reduce((s, d) => s + d.completed, 0),
    rating: avg === null ? '—' : avg.toFixed(1),
  };
}

/**
 * The dashboard's trend chart (its own lazy chunk with uPlot): requests, completed and average rating per
 * Tashkent day over 7/30/90 days, for all forms or one. Screen readers get a summary and the table.
 */
export default function TrendPanel({ forms }: { forms: Array<{ _id: string; title: string }> }) {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const [range, setRange] = useState<(typeof TREND_PRESETS)[number]>(30);
  const [formId, setFormId] = useState<string | undefined>(undefined);
  const state = useTrends(range, formId);
  const descriptionId = useId();
  const colours = useMemo(
    () => ({ requests: token.colorPrimary, completed: token.colorSuccess, rating: token.colorWarningText }),
    [token],
  );
  const labels = useMemo(
    () => ({
      requests: t('dashboard.trendRequests'),
      completed: t('dashboard.trendCompleted'),
      rating: t('dashboard.trendRating'),
    }),
    [t],
  );
  const controls = (
    <Space wrap>
      <Segmented
        aria-label={t('dashboard.trendPeriod')}
        value={range}
        onChange={(v) => setRange(v as (typeof TREND_PRESETS)[number])}
        options={TREND_PRESETS.map((n) => ({ value: n, label: t('dashboard.trendDays', { count: n }) }))}
      />
      <Select
        aria-label={t('dashboard.trendForm')}
        data-testid="trend-form"
        style={{ minWidth: 180 }}
        value={formId ?? ''}
        onChange={(v: string) => setFormId(v || undefined)}
        options={[
          { value: '', label: t('dashboard.allForms') },
          ...forms.map((f) => ({ value: f._id, label: f.title })),
        ]}
      />
    </Space>
  );
  return (
    <Panel title={t('dashboard.trendTitle')} extra={controls} data-testid="trend-panel">
      {state.status === 'loading' && <Skeleton rows={4} />}
      {state.status === 'error' && (
        <Alert type="error" showIcon title={t('dashboard.trendError')} description={state.message} />
      )}
      {state.status === 'ready' && (
        <figure
          role="group"
          aria-describedby={descriptionId}
          style={{ margin: 0 }}
          data-testid="trend-figure"
          data-days={state.days.length}
        >
          <Legend
            items={[
              { label: labels.requests, colour: colours.requests },
              { label: labels.completed, colour: colours.completed },
              { label: labels.rating, colour: colours.rating, dashed: true },
            ]}
          />
          <TrendChart days={state.days} colours={colours} labels={labels} />
          <figcaption id={descriptionId}>
            <Text secondary>{t('dashboard.trendSummary', summary(state.days))}</Text>
          </figcaption>
          <details style={{ marginTop: 8 }}>
            <summary>{t('dashboard.trendTable')}</summary>
            <TrendTable days={state.days} />
          </details>
        </figure>
      )}
    </Panel>
  );
}
