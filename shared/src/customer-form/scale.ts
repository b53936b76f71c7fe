const DEFAULT_MIN = 1;
const DEFAULT_MAX = 5;
/** A row of choices stays usable on a phone only up to a point. */
const MAX_VALUES = 21;

/** min..max of a number question; a missing or broken range falls back to the default 1..5. */
export function scaleValues(question: { min?: number; max?: number }): number[] {
  let min = Number.isInteger(question.min) ? (question.min as number) : DEFAULT_MIN;
  let max = Number.isInteger(question.max) ? (question.max as number) : DEFAULT_MAX;
  if (max < min) [min, max] = [DEFAULT_MIN, DEFAULT_MAX];
  const count = Math.min(max - min + 1, MAX_VALUES);
  return Array.from({ length: count }, (_, i) => min + i);
}

/** Yomon … A'lo belong to a 1–5 scale only; any other range (0–10, 1–10) shows plain numbers. */
export function hasWordLabels(values: number[]): boolean {
  return values.length === 5 && values[0] === 1 && values[4] === 5;
}
