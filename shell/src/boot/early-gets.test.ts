import { writeToken } from '@fikr/shared';
import { tashkentDay } from '../dashboard/insight-figures';
import { earlyGetPaths, signedInConsoleRoute } from './early-gets';

afterEach(() => writeToken(null));

test('the dashboard asks early for the trend days the dashboard itself asks for, on both sides of midnight in Tashkent', () => {
  // 18:59:59 and 19:00:00 UTC: the last second of a Tashkent day and the first of the next
  for (const now of [Date.UTC(2026, 10, 27, 18, 59, 59), Date.UTC(2026, 10, 27, 19, 0, 0)]) {
    expect(earlyGetPaths('/business/dashboard', '', now)).toContain(
      `/stats/trends?from=${tashkentDay(-59, now)}&to=${tashkentDay(0, now)}`,
    );
  }
});

test('every console route asks for the session; the responses list its first page only without filters', () => {
  expect(earlyGetPaths('/business/vouchers', '')).toEqual(['/auth/me', '/business']);
  expect(earlyGetPaths('/business/responses', '')).toEqual([
    '/auth/me',
    '/business',
    '/responses?page=1&limit=10',
    '/forms',
  ]);
  expect(earlyGetPaths('/business/responses', '?status=waiting')).toEqual(['/auth/me', '/business']);
});

test('a console route counts as signed in with the token the API client keeps, and only then', () => {
  expect(signedInConsoleRoute('/business/dashboard')).toBe(false);
  writeToken('a-token');
  expect(signedInConsoleRoute('/business/dashboard')).toBe(true);
  expect(signedInConsoleRoute('/business')).toBe(true);
  expect(signedInConsoleRoute('/login')).toBe(false);
  expect(signedInConsoleRoute('/businesses')).toBe(false);
});
