import { pad2, rawText, tashkentParts, toDate, type DateInput } from './tashkent-time';

/** 'DD-MM-YYYY' in Tashkent time; the raw value when it is not a date. */
export function formatDate(input: DateInput | null | undefined): string {
  const date = toDate(input);
  if (!date) return rawText(input);
  const p = tashkentParts(date);
  return `${pad2(p.day)}-${pad2(p.month)}-${p.year}`;
}

/** 'HH:MM' (24 h) in Tashkent time; the raw value when it is not a date. */
export function formatTime(input: DateInput | null | undefined): string {
  const date = toDate(input);
  if (!date) return rawText(input);
  const p = tashkentParts(date);
  return `${pad2(p.hour)}:${pad2(p.minute)}`;
}

/** 'DD-MM-YYYY HH:MM'; the raw value when it is not a date. */
export function formatDateTime(input: DateInput | null | undefined): string {
  return toDate(input) ? `${formatDate(input)} ${formatTime(input)}` : rawText(input);
}
