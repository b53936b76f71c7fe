import { TASHKENT_OFFSET_MS, type TrendDay } from '@fikr/shared';

const DAY_MS = 86_400_000;

/** The Asia/Tashkent calendar day `offset` days from `now`, YYYY-MM-DD (what GET /stats/trends takes). */
export function tashkentDay(offset = 0, now = Date.now()): string {
  return new Date(now + TASHKENT_OFFSET_MS + offset * DAY_MS).toISOString().slice(0, 10);
}

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

/**
 * CSAT of a number question: the share (whole percent) of answers in its two highest values; null without
 * answers. `options` maps each value of the scale (all present, zeros included) to its count.
 */
export function csat(options: Record<string, number>): number | null {
  const entries = Object.entries(options)
    .map(([v, n]) => [Number(v), n] as const)
    .filter(([v]) => Number.isFinite(v));
  const total = entries.reduce((s, [, n]) => s + n, 0);
  if (total === 0) return null;
  const top = entries.sort((a, b) => b[0] - a[0]).slice(0, 2);
  return Math.round((top.reduce((s, [, n]) => s + n, 0) * 100) / total);
}
