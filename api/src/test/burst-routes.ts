// The burst suite's table (routes/abuse-bursts.test.ts): how to make one call of a burst of 100 parallel calls to
// every route that counts a limit. Routes in ABUSE_ROUTES (test/abuse-routes.ts) are covered from their own setup;
// every other limited route needs an entry here, under its name as the route table has it ('POST /api/auth/login').
//
// To add a route: `setup` makes what the burst needs on `app` (an instance whose limits are out of the way) and
// returns one call of the burst, made on `via` (an instance of the same database whose every rule allows
// BURST_LIMIT, fresh for each route). `i` (0–99) numbers the call, for bodies that must differ. The suite checks
// that no more than BURST_LIMIT calls get an answer other than 429, and that at least one does.
import type { FastifyInstance } from 'fastify';
import { call, uniquePhone, type Reply } from './harness';
import { answersFor, createForm, ownerWithBusiness, provePhone, registerOwner, topUp } from './flows';

/** Every rule's maximum on the burst's instance. */
export const BURST_LIMIT = 5;

export type BurstCall = (via: FastifyInstance, i: number) => Promise<Reply>;

export interface BurstRoute {
  setup(app: FastifyInstance): Promise<BurstCall>;
}

const PASSWORD = 'Maxfiy-parol-1';
const UNKNOWN_TOKEN = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';

export const BURST_ROUTES: Record<string, BurstRoute> = {
  'POST /api/auth/register': {
    async setup() {
      const phones = Array.from({ length: 100 }, () => uniquePhone());
      return (via, i) =>
        call(via, 'POST', '/api/auth/register', {
          body: { phone: phones[i], password: PASSWORD, check_password: PASSWORD },
        });
    },
  },
  'POST /api/auth/login': {
    async setup(app) {
      const { phone } = await registerOwner(app);
      return (via) => call(via, 'POST', '/api/auth/login', { body: { phone, password: 'Notogri-parol-9' } });
    },
  },
  'POST /api/payment/uzcard/confirmTransaction': {
    async setup(app) {
      const owner = await ownerWithBusiness(app);
      return (via, i) =>
        call(via, 'POST', '/api/payment/uzcard/confirmTransaction', {
          token: owner.token,
          body: { transactionId: `burst-${i}`, otp: '000000' },
        });
    },
  },
  'POST /api/auth/phone/code': {
    async setup(app) {
      const owner = await registerOwner(app);
      return (via) => call(via, 'POST', '/api/auth/phone/code', { token: owner.token });
    },
  },
  'POST /api/auth/phone/verify': {
    async setup(app) {
      const owner = await registerOwner(app);
      await call(app, 'POST', '/api/auth/phone/code', { token: owner.token });
      // well-formed and wrong but one time in a million, as for the wallet's code below
      return (via) => call(via, 'POST', '/api/auth/phone/verify', { token: owner.token, body: { code: '000000' } });
    },
  },
  'POST /api/customer/auth/verify': {
    async setup(app) {
      const phone = uniquePhone();
      await call(app, 'POST', '/api/customer/auth/code', { body: { phone } });
      // a well-formed code (a malformed one is refused before any limit counts), wrong but one time in a million
      return (via) => call(via, 'POST', '/api/customer/auth/verify', { body: { phone, code: '000000' } });
    },
  },
  'GET /api/public/vouchers/:token': {
    async setup() {
      return (via) => call(via, 'GET', `/api/public/vouchers/${UNKNOWN_TOKEN}`);
    },
  },
  'GET /api/public/replies/:code': {
    async setup() {
      return (via) => call(via, 'GET', `/api/public/replies/${UNKNOWN_TOKEN}`);
    },
  },
  'POST /api/public/vouchers/:token/confirm': {
    async setup() {
      return (via) => call(via, 'POST', `/api/public/vouchers/${UNKNOWN_TOKEN}/confirm`);
    },
  },
  'GET /api/forms/u/:code': {
    async setup(app) {
      const form = await createForm(app, await ownerWithBusiness(app));
      return (via) => call(via, 'GET', `/api/forms/u/${form.shareCode}`);
    },
  },
  'POST /api/responses/:id/submit': {
    async setup(app) {
      const form = await createForm(app, await ownerWithBusiness(app));
      return (via) =>
        call(via, 'POST', `/api/responses/${form.shareCode}/submit`, { body: { answers: answersFor(form) } });
    },
  },
  'POST /api/business/coin-payments': {
    async setup(app) {
      const owner = await ownerWithBusiness(app);
      await provePhone(app, owner); // an unproven till is refused before its guesses count
      return (via, i) =>
        call(via, 'POST', '/api/business/coin-payments', {
          token: owner.token,
          body: { code: String(100_000 + i), amount: 1_000 },
        });
    },
  },
  // Survey requests to one phone from ten businesses at once: the per-business counter lets each business through
  // BURST_LIMIT times, the database's per-phone day limit (counted under a lock per phone) lets BURST_LIMIT in all.
  'POST /api/responses/:id': {
    async setup(app) {
      const phone = uniquePhone();
      const senders = await Promise.all(
        Array.from({ length: 10 }, async () => {
          const owner = await ownerWithBusiness(app);
          await topUp(app, owner, 1_000_000);
          return { owner, form: await createForm(app, owner) };
        }),
      );
      return (via, i) => {
        const { owner, form } = senders[i % senders.length];
        return call(via, 'POST', `/api/responses/${form._id}`, {
          token: owner.token,
          body: { phone, typeMotive: 'coin', coin: 1_000 },
        });
      };
    },
  },
  'GET /api/vouchers/by-code/:code': {
    async setup(app) {
      const owner = await ownerWithBusiness(app);
      return (via, i) => call(via, 'GET', `/api/vouchers/by-code/GUESS${i}XY`, { token: owner.token });
    },
  },
};
