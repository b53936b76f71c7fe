import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { formatSom, type Business, type Stats, type TrendDay, LightButton } from '@fikr/shared';
import { Panel } from '../components/panel';
import { ProgressBar } from '../components/progress-bar';
import { StatValue } from '../components/stat-value';
import { Text } from '../components/typography';
import { TOP_UP_LINK } from './header-card';
import { ratingChange, shownRating, signed, yesterdayOf } from './rating-figures';

function StatCard({
  title,
  value,
  children,
  testId,
}: {
  title: string;
  value: ReactNode;
  children?: ReactNode;
  testId: string;
}) {
  return (
    <Panel style={{ height: '100%', minWidth: 0 }} data-testid={testId}>
      <StatValue title={title} value={value} />
      {children}
    </Panel>
  );
}

/** The overall rating (public responses only) and its change: the last 30 days against the 30 before. */
function OverallRatingCard({ stats, trend }: { stats: Stats; trend: TrendDay[] }) {
  const { t } = useTranslation('shell');
  const rating = stats.rating ?? { rating: 0, count: 0 };
  const change = ratingChange(trend);
  return (
    <StatCard
      testId="stat-overall"
      title={t('dashboard.overallRating')}
      value={rating.count > 0 ? t('dashboard.ratingOf', { rating: rating.rating.toFixed(1) }) : '—'}
    >
      <div data-testid="rating-change">
        <Text secondary>
          {change === null ? t('dashboard.noChange') : t('dashboard.ratingChange', { change: signed(change) })}
        </Text>
      </div>
    </StatCard>
  );
}

/** Today's requests, completed and average rating, each against yesterday. */
function TodayCard({ stats, trend }: { stats: Stats; trend: TrendDay[] }) {
  const { t } = useTranslation('shell');
  const today = stats.today ?? { requests: 0, completed: 0, ratingAvg: null, ratingCount: 0 };
  const yesterday = yesterdayOf(trend);
  return (
    <StatCard
      testId="stat-today"
      title={t('dashboard.today')}
      value={t('dashboard.todayValue', { completed: today.completed, requests: today.requests })}
    >
      <Text secondary>{t('dashboard.todayRating', { rating: shownRating(today.ratingAvg) })}</Text>
      <div data-testid="today-vs-yesterday">
        <Text secondary>
          {t('dashboard.yesterday', {
            completed: yesterday?.completed ?? 0,
            requests: yesterday?.requests ?? 0,
            rating: shownRating(yesterday?.ratingAvg),
          })}
        </Text>
      </div>
    </StatCard>
  );
}

/** The coin balance with its top-up button; `children` under it (a new owner's word on what the coins pay). */
export function BalanceCard({ business, children }: { business: Business; children?: ReactNode }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  return (
    <StatCard
      testId="stat-balance"
      title={t('dashboard.balance')}
      value={t('dashboard.coins', { amount: formatSom(business.coin) })}
    >
      {children}
      <LightButton small kind="outline" onClick={() => navigate(TOP_UP_LINK)} style={{ marginTop: 8 }}>
        {t('dashboard.topUp')}
      </LightButton>
    </StatCard>
  );
}

/**
 * Equal columns whatever the card's content: as many 200 px-or-wider columns as fit, each 1fr, so a phone
 * (375 or 320 px) gets one full-width card per row and wider screens get equal cards.
 */
export const statGridStyle: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
  gap: 16,
};

/** Responses, balance with top-up, repeat purchases, the overall rating with its trend, and today's results. */
export function StatCards({ stats, business, trend = [] }: { stats: Stats; business: Business; trend?: TrendDay[] }) {
  const { t } = useTranslation('shell');
  const responses = stats.totalResponses ?? { total: 0, completed: 0, percentage: 0 };
  return (
    <div style={statGridStyle} data-testid="stat-cards">
      <StatCard
        testId="stat-responses"
        title={t('dashboard.responses')}
        value={`${responses.completed} / ${responses.total}`}
      >
        <ProgressBar percent={responses.percentage} label={t('dashboard.responses')} />
      </StatCard>
      <BalanceCard business={business} />
      <StatCard testId="stat-repeat" title={t('dashboard.repeat')} value={stats.repeatPurchase ?? 0}>
        <ProgressBar percent={stats.repeatPurchasePercentage ?? 0} label={t('dashboard.repeatPercent')} />
      </StatCard>
      <OverallRatingCard stats={stats} trend={trend} />
      <TodayCard stats={stats} trend={trend} />
    </div>
  );
}
