import { TASHKENT_OFFSET_MS } from '@fikr/shared';

const DAY_MS = 86_400_000;

/** The Asia/Tashkent calendar day `offset` days from `now`, YYYY-MM-DD (what GET /stats/trends takes). */
export function tashkentDay(offset = 0, now = Date.now()): string {
  return new Date(now + TASHKENT_OFFSET_MS + offset * DAY_MS).toISOString().slice(0, 10);
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
