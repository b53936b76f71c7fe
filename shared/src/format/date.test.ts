import { formatDate, formatDateTime, formatTime } from './date';
import { relativeDateLabel } from './relative-date';
import { loadCommonTexts } from '../i18n/common-texts';

beforeAll(() => Promise.all([loadCommonTexts('ru'), loadCommonTexts('en')]));

// 2025-03-12 10:00 in Tashkent = 05:00 UTC.
const NOW = new Date('2025-03-20T09:05:00Z'); // 14:05 Tashkent

describe('formatDate / formatTime / formatDateTime', () => {
  it('uses Tashkent time whatever the machine zone', () => {
    expect(formatDate('2025-03-11T19:30:00Z')).toBe('12-03-2025'); // 00:30 next day in Tashkent
    expect(formatTime('2025-03-11T19:30:00Z')).toBe('00:30');
    expect(formatDateTime('2025-01-05T04:07:00Z')).toBe('05-01-2025 09:07');
  });
  it('accepts Date objects and timestamps', () => {
    expect(formatDate(new Date('2024-12-31T18:59:00Z'))).toBe('31-12-2024');
    expect(formatDate(Date.UTC(2024, 11, 31, 19, 0))).toBe('01-01-2025');
  });
  it('returns the raw value when it is not a date', () => {
    expect(formatDate('not a date')).toBe('not a date');
    expect(formatTime('')).toBe('');
    expect(formatDateTime(null)).toBe('');
  });
});

describe('relativeDateLabel', () => {
  it('says Bugun for today (Tashkent calendar)', () => {
    expect(relativeDateLabel('2025-03-20T09:05:00Z', NOW)).toBe('Bugun, 14:05');
    expect(relativeDateLabel('2025-03-19T19:00:00Z', NOW)).toBe('Bugun, 00:00');
  });
  it('says Kecha for yesterday', () => {
    expect(relativeDateLabel('2025-03-19T04:30:00Z', NOW)).toBe('Kecha, 09:30');
    expect(relativeDateLabel('2025-03-19T18:59:00Z', NOW)).toBe('Kecha, 23:59');
  });
  it('counts days under a week', () => {
    expect(relativeDateLabel('2025-03-17T05:00:00Z', NOW)).toBe('3 kun oldin, 10:00');
    expect(relativeDateLabel('2025-03-14T05:00:00Z', NOW)).toBe('6 kun oldin, 10:00');
  });
  it('shows day and Uzbek month from 7 days on', () => {
    expect(relativeDateLabel('2025-03-13T05:00:00Z', NOW)).toBe('13-mart, 10:00');
    expect(relativeDateLabel('2025-01-01T05:00:00Z', NOW)).toBe('1-yanvar, 10:00');
  });
  it('adds the year when it is not the current year', () => {
    expect(relativeDateLabel('2024-03-12T05:00:00Z', NOW)).toBe('12-mart 2024, 10:00');
    expect(relativeDateLabel('2024-12-31T18:00:00Z', new Date('2025-01-01T06:00:00Z'))).toBe('Kecha, 23:00');
  });
  it('uses the translations for ru and en', () => {
    expect(relativeDateLabel('2025-03-20T09:05:00Z', NOW, 'ru')).toBe('Сегодня, 14:05');
    expect(relativeDateLabel('2025-03-17T05:00:00Z', NOW, 'en')).toBe('3 days ago, 10:00');
    expect(relativeDateLabel('2024-03-12T05:00:00Z', NOW, 'ru')).toBe('12 марта 2024, 10:00');
    expect(relativeDateLabel('2025-03-12T05:00:00Z', NOW, 'en')).toBe('March 12, 10:00');
    expect(relativeDateLabel('2025-03-12T05:00:00Z', NOW, 'de')).toBe('12-mart, 10:00');
  });
  it('returns the raw value when it cannot be formatted', () => {
    expect(relativeDateLabel('yesterday-ish', NOW)).toBe('yesterday-ish');
    expect(relativeDateLabel(undefined, NOW)).toBe('');
  });
});
