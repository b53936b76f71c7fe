/** '1 234 567' (regular spaces, rounded to whole som); accepts numeric strings as databases return them. */
export function formatSom(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number(value.trim()) : value;
  if (n === null || n === undefined || !Number.isFinite(n)) return '0';
  const rounded = Math.round(n);
  const grouped = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return rounded < 0 ? `-${grouped}` : grouped;
}

export type BarColor = 'success' | 'primary' | 'warning' | 'error';

/** Answer-statistics bar colour: ≥75 success, ≥50 primary, ≥25 warning, else error. */
export function answerBarColor(percentage: number): BarColor {
  if (percentage >= 75) return 'success';
  if (percentage >= 50) return 'primary';
  if (percentage >= 25) return 'warning';
  return 'error';
}

/** Share of `part` in `total` as a whole percentage (0 when total is 0). */
export function percentage(part: number, total: number): number {
  return total > 0 ? Math.round((part / total) * 100) : 0;
}
