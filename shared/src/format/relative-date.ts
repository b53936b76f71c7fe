import { DEFAULT_LANG, isLang } from '../i18n/lang';
import { commonText } from '../i18n/engine';
import { formatTime } from './date';
import { rawText, tashkentDayNumber, tashkentParts, toDate, type DateInput } from './tashkent-time';

/**
 * Created-date label of the forms list: 'Bugun, 14:05', 'Kecha, 09:30', '3 kun oldin, 10:00'
 * (under 7 days), else '12-mart, 10:00' — with the year when it is not the current one.
 * Days are Tashkent calendar days. Input that is not a date is returned as given.
 */
export function relativeDateLabel(
  createdAt: DateInput | null | undefined,
  now: Date = new Date(),
  lang: string = DEFAULT_LANG,
): string {
  const date = toDate(createdAt);
  if (!date) return rawText(createdAt);
  const l = isLang(lang) ? lang : DEFAULT_LANG;
  const time = formatTime(date);
  const daysAgo = tashkentDayNumber(now) - tashkentDayNumber(date);

  if (daysAgo === 0) return `${commonText('date.today', l)}, ${time}`;
  if (daysAgo === 1) return `${commonText('date.yesterday', l)}, ${time}`;
  if (daysAgo > 1 && daysAgo < 7) return `${commonText('date.daysAgo', l, { count: daysAgo })}, ${time}`;

  const p = tashkentParts(date);
  const month = commonText(`date.month.${p.month}`, l);
  const sameYear = p.year === tashkentParts(now).year;
  const day = commonText(sameYear ? 'date.dayMonth' : 'date.dayMonthYear', l, { day: p.day, month, year: p.year });
  return `${day}, ${time}`;
}
