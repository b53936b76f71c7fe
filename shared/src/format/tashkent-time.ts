/** Asia/Tashkent is UTC+5 all year (no DST): date parts are computed the same on every machine. */
export const TASHKENT_OFFSET_MS = 5 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export type DateInput = string | number | Date;

export interface DateParts {
  year: number;
  /** 1..12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** A valid Date or null (empty strings, garbage and invalid dates give null). */
export function toDate(input: DateInput | null | undefined): Date | null {
  if (input === null || input === undefined || input === '') return null;
  const date = input instanceof Date ? input : new Date(input);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function tashkentParts(date: Date): DateParts {
  const shifted = new Date(date.getTime() + TASHKENT_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

/** Days since the epoch on the Tashkent calendar (for "today"/"yesterday" comparisons). */
export function tashkentDayNumber(date: Date): number {
  return Math.floor((date.getTime() + TASHKENT_OFFSET_MS) / DAY_MS);
}

export function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

/** What a formatter returns for input it cannot format: the raw value as given. */
export function rawText(input: unknown): string {
  return input === null || input === undefined ? '' : String(input);
}

export { DAY_MS };
