// The rating figures the dashboard's cards show.
import type { TrendDay } from '@fikr/shared';

/** The average public rating of some days, weighted by their rating counts; null without any rating. */
export function averageRating(days: TrendDay[]): number | null {
  let sum = 0;
  let count = 0;
  for (const d of days) {
    if (d.ratingAvg === null || d.ratingCount === 0) continue;
    sum += d.ratingAvg * d.ratingCount;
    count += d.ratingCount;
  }
  return count > 0 ? sum / count : null;
}

/** Rating change of the last 30 days against the 30 before (60 days, oldest first); null when one side has none. */
export function ratingChange(days: TrendDay[]): number | null {
  if (days.length < 60) return null;
  const recent = averageRating(days.slice(-30));
  const before = averageRating(days.slice(-60, -30));
  return recent === null || before === null ? null : Math.round((recent - before) * 10) / 10;
}

/** '+0.3', '−0.2', '0.0' */
export function signed(change: number): string {
  if (change > 0) return `+${change.toFixed(1)}`;
  if (change < 0) return `−${Math.abs(change).toFixed(1)}`;
  return '0.0';
}

/** A day's average rating as the cards show it: one decimal, '—' without ratings. */
export const shownRating = (avg: number | null | undefined): string =>
  avg === null || avg === undefined ? '—' : avg.toFixed(1);

/** Yesterday's figures: the day before the last of the trend's days (today), if the trend has it. */
export const yesterdayOf = (days: TrendDay[]): TrendDay | undefined =>
  days.length >= 2 ? days[days.length - 2] : undefined;
