/** @jest-environment jsdom */
import { api } from '../api/client';
import { BUSINESS_KEY, TOKEN_KEY } from '../api/token';
import { business, meReply, owner, useSessionFixture } from '../testing/session-fixture';
import { businessAtom, roleAtom, userAtom } from './atoms';
import { initSessionAtom, logoutAtom, switchBusinessAtom } from './actions';

const fx = useSessionFixture();

const stats = {
  totalResponses: { total: 0, completed: 0, percentage: 0 },
  totalForms: 0,
  totalCustomers: 0,
  repeatPurchase: 0,
  repeatPurchasePercentage: 0,
  rating: { rating: 0, count: 0 },
};

const cafe = { ...business, _id: 'b2', name: 'Kafe' };
const businesses = [
  { _id: business._id, name: business.name, role: 'owner' as const },
  { _id: cafe._id, name: cafe.name, role: 'cashier' as const },
];

beforeEach(() => {
  localStorage.setItem(TOKEN_KEY, 'good');
  fx.server.route('GET /api/auth/me', meReply(owner, { businesses }));
  // GET /business answers the business the header names, else the default, as the API does
  fx.server.route('GET /api/business', (req) => ({
    status: 200,
    body: { success: true, data: req.businessId === cafe._id ? cafe : business },
  }));
  fx.server.route('GET /api/stats', { status: 200, body: { success: true, data: stats } });
});

const headerOf = (path: string) => fx.server.requests.filter((r) => r.path === path).at(-1)?.businessId;

it('without a choice no request names a business; after a switch every request carries X-Business-Id', async () => {
  await fx.store.set(initSessionAtom);
  await api.get('/stats');
  expect(headerOf('/api/stats')).toBeUndefined();
  expect(fx.store.get(roleAtom)).toBe('owner');

  await expect(fx.store.set(switchBusinessAtom, cafe._id)).resolves.toMatchObject({ name: 'Kafe' });
  expect(localStorage.getItem(BUSINESS_KEY)).toBe('b2');
  expect(fx.store.get(businessAtom)?.name).toBe('Kafe');
  expect(fx.store.get(userAtom)?.business?._id).toBe('b2');
  expect(fx.store.get(roleAtom)).toBe('cashier'); // the role follows the chosen business
  await api.get('/stats');
  expect(headerOf('/api/stats')).toBe('b2');
});

it('a reload keeps the chosen business: the session starts with it, not with /auth/me default', async () => {
  localStorage.setItem(BUSINESS_KEY, cafe._id);
  await fx.store.set(initSessionAtom);
  expect(fx.store.get(userAtom)?.business?.name).toBe('Kafe');
  expect(fx.store.get(roleAtom)).toBe('cashier');
  expect(headerOf('/api/business')).toBe('b2');
});

it("a choice that is not one of the user's businesses is forgotten", async () => {
  localStorage.setItem(BUSINESS_KEY, 'someone-elses');
  await fx.store.set(initSessionAtom);
  expect(localStorage.getItem(BUSINESS_KEY)).toBeNull();
  expect(fx.store.get(userAtom)?.business?._id).toBe(business._id);
  await api.get('/stats');
  expect(headerOf('/api/stats')).toBeUndefined();
});

it('a switch the API refuses keeps the business acted for until then', async () => {
  await fx.store.set(initSessionAtom);
  fx.server.route('GET /api/business', { status: 403, body: { success: false, message: "A'zo emassiz" } });
  await expect(fx.store.set(switchBusinessAtom, cafe._id)).resolves.toBeNull();
  expect(localStorage.getItem(BUSINESS_KEY)).toBeNull();
  expect(fx.store.get(businessAtom)?._id).toBe(business._id);
});

it('logout and a 401 forget the choice', async () => {
  localStorage.setItem(BUSINESS_KEY, cafe._id);
  await fx.store.set(initSessionAtom);
  fx.store.set(logoutAtom);
  expect(localStorage.getItem(BUSINESS_KEY)).toBeNull();

  localStorage.setItem(TOKEN_KEY, 'good');
  localStorage.setItem(BUSINESS_KEY, cafe._id);
  fx.server.route('GET /api/stats', { status: 401, body: { success: false, message: 'Avval tizimga kiring' } });
  await expect(api.get('/stats')).rejects.toMatchObject({ response: { status: 401 } });
  expect(localStorage.getItem(BUSINESS_KEY)).toBeNull();
});
