// The abuse suite's table (routes/abuse.test.ts): every route that sends a message Fikr pays for or counts a rate
// limit, with how its ids can be re-spelt and which of the owner's counters it counts.
//
// To add a route: add an entry to ABUSE_ROUTES under the route's name as the route table has it ('POST
// /api/vouchers/sendConfirm'). `spell` gives the re-spellings of the id (pathSpellings / bodySpellings /
// phoneSpellings below, or a builder of your own); `setup` makes one fresh thing of the owner's (a voucher, a
// request…) and returns its id, the counters the route keys on it (the canonical key, as the route computes it),
// how many messages it has sent so far, and how to call the route with one spelling as a given owner. The suite
// then checks that a stranger's calls touch none of those counters and send nothing, and that all the spellings
// together send one message. A limit whose key is no id (the client address, the business itself) goes in
// NOT_ID_KEYED with the reason instead. The suite fails for any route that counts a limit and is in neither.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rows } from '../db/rows';
import type { RateLimits } from '../config';
import { call, uniquePhone, type Reply } from './harness';
import { answersFor, createForm, linkCode, outbox, sendRequest, topUp, type Owner } from './flows';

export type BusinessOwner = Owner & { businessId: string };

export interface Counter {
  rule: keyof RateLimits;
  key: string;
}

export interface AbuseTarget {
  /** The id in its canonical form. */
  id: string;
  /** The owner's counters this route counts for the target. */
  counters: Counter[];
  /** Messages sent for the target so far (as the sandbox recorded them). */
  sent(): Promise<number>;
  /** The route called with one spelling of the id, as `who`, on the instance `via` (the one set up on by default). */
  call(spelling: string, who: Owner, via?: FastifyInstance): Promise<Reply>;
}

export interface AbuseRoute {
  /** Set when anyone may count the limit by design (a per-phone cap on messages to that phone): why. */
  openToAll?: string;
  /** Re-spellings of one id, the id itself first: each names the same thing. */
  spell(id: string): string[];
  setup(app: FastifyInstance, owner: BusinessOwner): Promise<AbuseTarget>;
}

const flipCase = (id: string) => Array.from(id, (c, i) => (i % 2 ? c.toUpperCase() : c.toLowerCase())).join('');
const percentEncoded = (id: string, every = 1) =>
  Array.from(id, (c, i) => (i % every === 0 ? `%${c.charCodeAt(0).toString(16).toUpperCase()}` : c)).join('');

/** A uuid in a path: case, encoded whitespace around it and percent-encoded characters. */
export function pathSpellings(id: string): string[] {
  const upper = id.toUpperCase();
  return [
    id,
    upper,
    flipCase(id),
    `%20${id}`,
    `${upper}%20`,
    `%09${flipCase(id)}`,
    percentEncoded(id),
    percentEncoded(upper, 2),
    percentEncoded(id, 3),
    `%20${percentEncoded(upper, 4)}%0A`,
    `${id.slice(0, 8).toUpperCase()}${id.slice(8)}`,
  ];
}

/** A uuid in a JSON body: case and whitespace (a body is not percent-decoded: %41 there is no uuid, a 404). */
export function bodySpellings(id: string): string[] {
  const upper = id.toUpperCase();
  return [
    id,
    upper,
    flipCase(id),
    ` ${id}`,
    `${upper} `,
    `\t${flipCase(id)}`,
    `${id}\n`,
    `  ${upper}\r\n`,
    `${id.slice(0, 8).toUpperCase()}${id.slice(8)}`,
    `\u00a0${id}`,
    percentEncoded(id, 5),
  ];
}

/** A phone number as people write it: every form normalizes to 998XXXXXXXXX. */
export function phoneSpellings(phone: string): string[] {
  const local = phone.slice(3);
  const spaced = `${local.slice(0, 2)} ${local.slice(2, 5)} ${local.slice(5, 7)} ${local.slice(7)}`;
  return [
    phone,
    `+${phone}`,
    `+998 ${spaced}`,
    ` ${phone} `,
    `998 ${spaced}`,
    `+998 (${local.slice(0, 2)}) ${local.slice(2, 5)}-${local.slice(5, 7)}-${local.slice(7)}`,
    `+998-${local.slice(0, 2)}-${local.slice(2, 5)}-${local.slice(5)}`,
    `\t+998${local}\n`,
    `998${local.slice(0, 2)} ${local.slice(2)}`,
    local,
  ];
}

/** A waiting voucher of the owner's customer, not yet confirmed. */
async function ownersVoucher(app: FastifyInstance, owner: BusinessOwner) {
  await topUp(app, owner, 1_000_000);
  const form = await createForm(app, owner);
  const phone = uniquePhone();
  await sendRequest(app, owner, form._id, {
    phone,
    typeMotive: 'voucher',
    voucher: { amount: 20_000, description: 'Kofe', duration: 30 },
  });
  // another instance's sender may be holding the SMS a moment
  await outboxSettled(app, { phone });
  await call(app, 'POST', `/api/responses/${await linkCode(app, phone)}/submit`, {
    body: { answers: answersFor(form) },
  });
  await outboxSettled(app, { phone });
  const list = await call(app, 'GET', `/api/vouchers?search=${phone}`, { token: owner.token });
  return { id: list.body.data.responses[0]._id as string, phone };
}

/** Waits until the outbox holds nothing queued for the address, so what the sandbox recorded is all there is. */
/** A customer's public one-star answer to the owner's coin request. */
export async function ownersLowRating(app: FastifyInstance, owner: BusinessOwner) {
  await topUp(app, owner, 1_000_000);
  const form = await createForm(app, owner);
  const phone = uniquePhone();
  const sent = await sendRequest(app, owner, form._id, { phone, typeMotive: 'coin', coin: 1_000 });
  await outboxSettled(app, { phone });
  await call(app, 'POST', `/api/responses/${await linkCode(app, phone)}/submit`, {
    body: { answers: answersFor(form, 'Yomon', '1'), rating: 1, review: 'Sovuq edi', isPublic: true },
  });
  await outboxSettled(app, { phone });
  return { id: sent.body.data.response._id as string, phone, form };
}

export async function outboxSettled(app: FastifyInstance, address: { phone?: string; chatId?: string }) {
  const where = address.phone ? sql`phone = ${address.phone}` : sql`chat_id = ${address.chatId}`;
  for (let i = 0; i < 100; i++) {
    const [{ queued }] = await rows<{ queued: number }>(
      app.db,
      sql`select count(*)::int as queued from outgoing_messages where ${where} and status = 'queued'`,
    );
    if (Number(queued) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the outbox still holds messages for ${JSON.stringify(address)}`);
}

async function smsWith(app: FastifyInstance, phone: string, part: string): Promise<number> {
  await outboxSettled(app, { phone });
  return (await outbox(app, phone)).filter((m) => m.text.includes(part)).length;
}

export const ABUSE_ROUTES: Record<string, AbuseRoute> = {
  'POST /api/vouchers/sendConfirm': {
    spell: bodySpellings,
    async setup(app, owner) {
      const { id, phone } = await ownersVoucher(app, owner);
      return {
        id,
        counters: [
          { rule: 'voucherSmsMinute', key: id },
          { rule: 'voucherSmsDay', key: id },
          { rule: 'businessSmsDay', key: owner.businessId },
        ],
        sent: () => smsWith(app, phone, '/voucher/'),
        call: (spelling, who, via = app) =>
          call(via, 'POST', '/api/vouchers/sendConfirm', { token: who.token, body: { voucherId: spelling } }),
      };
    },
  },
  'POST /api/responses/:id/resend': {
    spell: pathSpellings,
    async setup(app, owner) {
      await topUp(app, owner, 1_000_000);
      const form = await createForm(app, owner);
      const phone = uniquePhone();
      const id = (await sendRequest(app, owner, form._id, { phone, typeMotive: 'coin', coin: 1_000 })).body.data
        .response._id as string;
      const first = await smsWith(app, phone, '/form/');
      return {
        id,
        counters: [
          { rule: 'smsResendMinute', key: id },
          { rule: 'smsResendDay', key: id },
          { rule: 'smsResend', key: owner.businessId },
          { rule: 'businessSmsDay', key: owner.businessId },
        ],
        // the request's own first SMS is not a resend
        sent: async () => (await smsWith(app, phone, '/form/')) - first,
        call: (spelling, who, via = app) =>
          call(via, 'POST', `/api/responses/${spelling}/resend`, { token: who.token }),
      };
    },
  },
  'POST /api/responses/:id/reply': {
    spell: pathSpellings,
    async setup(app, owner) {
      const { id, phone } = await ownersLowRating(app, owner);
      return {
        id,
        counters: [{ rule: 'replyMinute', key: id }],
        sent: () => smsWith(app, phone, '/reply/'),
        call: (spelling, who, via = app) =>
          call(via, 'POST', `/api/responses/${spelling}/reply`, {
            token: who.token,
            body: { text: 'Uzr so‘raymiz, yana keling' },
          }),
      };
    },
  },
  'POST /api/responses/:id': {
    spell: phoneSpellings,
    async setup(app, owner) {
      await topUp(app, owner, 1_000_000);
      const form = await createForm(app, owner);
      const phone = uniquePhone();
      return {
        id: phone,
        counters: [{ rule: 'surveyPhoneDay', key: `${owner.businessId}|${phone}` }],
        sent: () => smsWith(app, phone, '/form/'),
        // the stranger sends to the same phone through the owner's form (its own business is the key's prefix)
        call: (spelling, who, via = app) =>
          call(via, 'POST', `/api/responses/${form._id}`, {
            token: who.token,
            body: { phone: spelling, typeMotive: 'coin', coin: 1_000 },
          }),
      };
    },
  },
  'POST /api/auth/reset-password': {
    openToAll: 'the reset SMS limit caps what any caller can send to one phone',
    spell: phoneSpellings,
    async setup(app, owner) {
      const sent = async () => {
        await outboxSettled(app, { phone: owner.phone });
        return (await outbox(app, owner.phone)).filter((m) => m.channel === 'telegram').length;
      };
      return {
        id: owner.phone,
        counters: [{ rule: 'resetPhone', key: owner.phone }],
        sent,
        call: (spelling, _who, via = app) =>
          call(via, 'POST', '/api/auth/reset-password', { body: { phone: spelling } }),
      };
    },
  },
  'POST /api/customer/auth/code': {
    openToAll: 'the sign-in code limits cap what any caller can send to one phone',
    spell: phoneSpellings,
    async setup(app) {
      const phone = uniquePhone();
      return {
        id: phone,
        counters: [
          { rule: 'customerCodeMinute', key: phone },
          { rule: 'customerCodeHour', key: phone },
        ],
        sent: () => smsWith(app, phone, ''),
        call: (spelling, _who, via = app) =>
          call(via, 'POST', '/api/customer/auth/code', { body: { phone: spelling } }),
      };
    },
  },
};

/** Routes whose limits key on no id or code a caller could re-spell, with the reason; tested elsewhere. */
export const NOT_ID_KEYED: Record<string, string> = {
  'POST /api/auth/register': 'keyed on the client address (plugins/rate-limits.test.ts)',
  'POST /api/auth/phone/code':
    "keyed on the client address and on the signed-in account's own phone as the database holds it (no id in the request to re-spell; routes/auth/phone.test.ts)",
  'POST /api/auth/phone/verify':
    "wrong codes per client address and per the account's own phone, on the wallet's verify counters (routes/auth/phone.test.ts)",
  'POST /api/auth/login':
    'wrong passwords per client address and per normalized phone (phoneSchema), failures only (plugins/rate-limits.test.ts)',
  'POST /api/payment/uzcard/confirmTransaction': 'keyed on the business (plugins/rate-limits.test.ts)',
  'POST /api/customer/auth/verify':
    'wrong codes per client address and per normalized phone (phoneSchema), failures only (routes/customer/verify-limits.test.ts)',
  'GET /api/public/vouchers/:token': 'page views keyed on the client address',
  'GET /api/public/replies/:code': 'page views keyed on the client address',
  'POST /api/public/vouchers/:token/confirm': 'keyed on the client address; sends nothing',
  'GET /api/forms/u/:code': 'page views keyed on the client address',
  'POST /api/responses/:id/submit':
    "keyed on the client address; the public app's no-JavaScript form posts through it (mf-public/src/server/pages.test.ts)",
  'POST /api/business/coin-payments':
    'pay codes tried, keyed on the business, the member and the client address (routes/business/coin-payments.test.ts)',
  'GET /api/vouchers/by-code/:code':
    "voucher codes tried at the till, in the pay codes' counters: business, member, client address",
};
