import { writeToken } from '@fikr/shared';
import { tashkentDay } from '../dashboard/insight-figures';
import { earlyGetPaths, roleFromMe, signedInConsoleRoute } from './early-gets';

afterEach(() => writeToken(null));

test('the dashboard asks early for the trend days the dashboard itself asks for, on both sides of midnight in Tashkent', () => {
  // 18:59:59 and 19:00:00 UTC: the last second of a Tashkent day and the first of the next
  for (const now of [Date.UTC(2026, 10, 27, 18, 59, 59), Date.UTC(2026, 10, 27, 19, 0, 0)]) {
    expect(earlyGetPaths('/business/dashboard', '', 'owner', now)).toContain(
      `/stats/trends?from=${tashkentDay(-59, now)}&to=${tashkentDay(0, now)}`,
    );
  }
});

test("the page's data only for the roles that see the page; the business for any member; nothing without one", () => {
  expect(earlyGetPaths('/business/vouchers', '', 'owner')).toEqual(['/business']);
  expect(earlyGetPaths('/business/responses', '', 'manager')).toEqual([
    '/business',
    '/responses?page=1&limit=10',
    '/forms',
    '/business/branches',
  ]);
  expect(earlyGetPaths('/business/responses', '?status=waiting', 'owner')).toEqual(['/business']);
  expect(earlyGetPaths('/business/dashboard', '', 'cashier')).toEqual(['/business']);
  expect(earlyGetPaths('/business/dashboard', '', null)).toEqual([]);
});

test('the role is read from /auth/me for the business the console will act for', () => {
  const me = (data: unknown) => JSON.stringify({ success: true, data });
  const user = { _id: 'u1', business: { _id: 'b1' } };
  const businesses = [
    { _id: 'b1', role: 'owner' },
    { _id: 'b2', role: 'cashier' },
  ];
  expect(roleFromMe(me({ user, businesses }), '')).toBe('owner');
  expect(roleFromMe(me({ user, businesses }), 'b2')).toBe('cashier');
  expect(roleFromMe(me({ user, businesses }), 'gone')).toBe('owner');
  expect(roleFromMe(me({ user }), '')).toBe('owner'); // an account from before teams
  expect(roleFromMe(me({ user: { _id: 'op', business: null }, businesses: [], operator: true }), '')).toBeNull();
  expect(roleFromMe('not json', '')).toBeNull();
});

test('a console route counts as signed in with the token the API client keeps, and only then', () => {
  expect(signedInConsoleRoute('/business/dashboard')).toBe(false);
  writeToken('a-token');
  expect(signedInConsoleRoute('/business/dashboard')).toBe(true);
  expect(signedInConsoleRoute('/business')).toBe(true);
  expect(signedInConsoleRoute('/login')).toBe(false);
  expect(signedInConsoleRoute('/businesses')).toBe(false);
});
