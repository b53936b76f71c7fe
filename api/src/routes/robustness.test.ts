// The bad-input sweep: every route the app registers gets generated junk (each body field and query parameter
// with every value of test/bad-input.ts, malformed ids, forged tokens, broken bodies) and must answer a clean 4xx
// in the spec's failure shape, never a 5xx and never a leak. A route without an entry below fails the sweep, so a
// new endpoint cannot slip past. Junk a route legitimately accepts is listed at the route with the reason.
import type { RouteOptions } from 'fastify';
import type { z } from 'zod';
import { businessUpdateSchema } from '@fikr/shared/core';
import { sql } from 'drizzle-orm';
import { rows } from '../db/rows';
import { outgoingMessages, users } from '../db/schema';
import { signToken } from '../plugins/auth';
import { browserSubscription } from '../test/browser-subscription';
import {
  fieldPaths,
  forgedAuthorizations,
  HUGE,
  JUNK,
  JUNK_PARAMS,
  jsonText,
  leakIn,
  MISSING,
  pathSegment,
  queryPairs,
  queryString,
  refusalProblem,
  withField,
  type JunkKind,
} from '../test/bad-input';
import {
  answerSurvey,
  answersFor,
  createForm,
  customerCode,
  FUTURE_EXPIRY,
  GOOD_CARD,
  otpFor,
  linkCode,
  outbox,
  ownerWithBusiness,
  registerProven,
  sendRequest,
  signInCustomer,
  topUp,
  type Owner,
  phoneCodeOf,
  provePhone,
} from '../test/flows';
import {
  call,
  createTestApp,
  dbKinds,
  TEST_WEBHOOK_SECRET,
  testConfig,
  uniqueChatId,
  uniquePhone,
  type TestApp,
} from '../test/harness';
import { multipartBody, PNG_1PX, type FilePart } from '../test/multipart-body';
import { linkCustomerChat, signedInitData } from '../test/telegram';

/** Junk a field legitimately accepts: by kind or by junk name, with the reason. */
interface Accept {
  fields: string[];
  kinds?: JunkKind[];
  names?: string[];
  why: string;
}

interface BodyVariant {
  label: string;
  /** A body the route accepts; called per case (some must be fresh, like a new phone). */
  valid(): Record<string, unknown>;
  accepts?: Accept[];
  multipart?: boolean;
  /** Multipart routes have no body schema: the zod schema whose fields `valid()` must cover. */
  schema?: z.ZodType;
}

interface Sweep {
  /** 'customer': a wallet session (the sweep also checks that an owner's token is refused there, and the reverse). */
  auth: 'public' | 'user' | 'business' | 'customer' | 'operator';
  /** Whose token the valid requests carry: owner A or the rich customer (default), a new user, a new customer. */
  as?: 'a' | 'new user' | 'new customer';
  /** Runs before the route's cases and again before the final valid request: one-time values (a sign-in code, a pay
   * code) are made fresh. */
  before?: () => Promise<void>;
  /** Valid values of the path parameters. */
  params?: Record<string, () => string>;
  /** Query parameters: valid values (every parameter of the route's schema) and what is legitimately accepted. */
  query?: { valid: Record<string, string>; accepts: Accept[] };
  /** Without a query schema the route ignores query strings (as any HTTP server): the reason is required. */
  ignoresQuery?: string;
  bodies?: BodyVariant[];
  /** Body-level junk ({} and friends) the route legitimately accepts. */
  acceptsBody?: Accept[];
  /** A static file route: the valid file under the wildcard, which gets traversal junk instead. */
  files?: { valid: () => string };
  /** Headers every request of the sweep carries (a webhook's secret). */
  headers?: Record<string, string>;
}

/** The platform operator of the sweep's app (OPERATOR_PHONES). */
const OPERATOR_PHONE = '998977000001';

/** Short strings of every kind: what a free-text field takes. */
const FREE_TEXT: JunkKind[] = ['text', 'numeric-text', 'phone-text', 'id-text'];
const NO_QUERY = 'takes no query string; unknown parameters are ignored';
const CONCURRENCY = 8;
const STATIC = 'public static content (logos, the API documentation): the query string is not read';

interface Fixture {
  a: Owner & { businessId: string };
  b: Owner & { businessId: string };
  form: Awaited<ReturnType<typeof createForm>>;
  patchFormId: string;
  deletableFormId: string;
  requestCode: string;
  responseId: string;
  /** A request still waiting for its answers (its SMS can be resent). */
  waitingResponseId: string;
  /** Completed public answers of A, one per reply the sweep sends (a response takes 3 replies in all). */
  replyTargets: string[];
  /** The code of a reply's page (/reply/{code}). */
  replyCode: string;
  voucherId: string;
  voucherToken: string;
  redeemVoucherId: string;
  voucherCode: string;
  /** A member of A's team (made fresh for each removal). */
  memberId: string;
  /** A branch of A (kept), and one made fresh for each removal. */
  branchId: string;
  spareBranchId: string;
  txId: string;
  otp: string;
  /** The pending top-up the confirm route's sweep confirms, made just before it (freshTopUp). */
  sweepTxId: string;
  sweepOtp: string;
  logo: string;
  secrets: string[];
  /** A customer with 100,000 coins and a voucher, signed in to the wallet. */
  customerToken: string;
  /** A platform operator (OPERATOR_PHONES), and a failed message they may retry. */
  operatorToken: string;
  failedMessageId: string;
  /** A payout of the rich customer waiting in review (made fresh for each approval or rejection). */
  reviewPayoutId: string;
  customerVoucherId: string;
  /** A live pay code of that customer, and live sign-in codes of new phones (one-time: each request takes one). */
  payCode: string;
  /** A live code that proves owner A's phone (made fresh before the cases and the last valid request). */
  phoneCode: string;
  signIns: Array<{ phone: string; code: string }>;
}

function keysOf(schema: z.ZodType): string[] {
  let def = (schema as unknown as { _zod: { def: Record<string, any> } })._zod.def;
  while (def.type === 'pipe') def = def.in._zod.def;
  return def.type === 'object' ? Object.keys(def.shape) : [];
}

function matches(accepts: Accept[] | undefined, field: string, junk: { name: string; kind: JunkKind }): string | null {
  const hit = accepts?.find(
    (a) =>
      (a.fields.includes(field) || a.fields.includes('*')) &&
      (a.kinds?.includes(junk.kind) || a.names?.includes(junk.name)),
  );
  return hit ? hit.why : null;
}

describe.each(dbKinds)('bad-input sweep on %s', (kind) => {
  let t: TestApp;
  let fx: Fixture;
  /** What the app registered: one entry per method, '/api/forms/' written as '/api/forms' (both answer). */
  const registered: Array<{ method: string; url: string; schema: RouteOptions['schema'] }> = [];
  const onRoute = (route: RouteOptions) => {
    for (const method of [route.method].flat())
      registered.push({ method, url: route.url.replace(/(.)\/$/, '$1'), schema: route.schema });
  };
  let cases = 0;
  const secret = testConfig().jwtSecret;

  beforeAll(async () => {
    // Payouts over 10,000 coin wait for review here, so the operators' review routes have one to act on.
    const payouts = { ...testConfig().payouts, reviewAbove: 10_000 };
    t = await createTestApp(
      kind,
      // the operators' remote override points at this origin (REMOTE_ORIGINS)
      { operatorPhones: [OPERATOR_PHONE], payouts, remoteOrigins: ['https://cdn.example.uz'] },
      { onRoute },
    );
    const a = await ownerWithBusiness(t.app);
    const b = await ownerWithBusiness(t.app);
    await provePhone(t.app, a); // A's till takes coins
    await topUp(t.app, a, 10_000_000);
    await topUp(t.app, b, 100_000);
    const form = await createForm(t.app, a, 'A-maxfiy-forma');
    const patchForm = await createForm(t.app, a, 'A-tahrir-uchun');
    const deletable = await createForm(t.app, a, 'A-ochirish-uchun');
    const customer = uniquePhone();
    await sendRequest(t.app, a, form._id, { phone: customer, typeMotive: 'coin', coin: 1000 });
    const requestCode = await linkCode(t.app, customer);
    const completed = await call(t.app, 'POST', `/api/responses/${requestCode}/submit`, {
      body: { answers: answersFor(form), review: 'A-maxfiy-izoh' },
    });
    const waitingPhone = uniquePhone();
    const waiting = await sendRequest(t.app, a, form._id, { phone: waitingPhone, typeMotive: 'coin', coin: 1000 });
    const vouchers: Array<{ _id: string; phone: string }> = [];
    for (let i = 0; i < 2; i++) {
      const phone = uniquePhone();
      await sendRequest(t.app, a, form._id, {
        phone,
        typeMotive: 'voucher',
        voucher: { amount: 20_000, description: 'Kofe', duration: 30 },
      });
      await call(t.app, 'POST', `/api/responses/${await linkCode(t.app, phone)}/submit`, {
        body: { answers: answersFor(form) },
      });
      const list = await call(t.app, 'GET', `/api/vouchers?search=${phone}`, { token: a.token });
      vouchers.push({ _id: list.body.data.responses[0]._id, phone });
    }
    const tokens: string[] = [];
    for (const v of vouchers) {
      await call(t.app, 'POST', '/api/vouchers/sendConfirm', { token: a.token, body: { voucherId: v._id } });
      const link = (await outbox(t.app, v.phone)).find((m) => m.text.includes('/voucher/'));
      tokens.push(link?.text.match(/\/voucher\/([\w-]+)/)?.[1] as string);
    }
    await call(t.app, 'POST', `/api/public/vouchers/${tokens[1]}/confirm`);
    const tx = await call(t.app, 'POST', '/api/payment/uzcard/createTransaction', {
      token: a.token,
      body: { amount: 50_000, cardNumber: GOOD_CARD, expireDate: FUTURE_EXPIRY },
    });
    const logo = multipartBody({}, { field: 'logo', filename: 'logo.png', contentType: 'image/png', content: PNG_1PX });
    const profile = await t.app.inject({
      method: 'PUT',
      url: '/api/business/update',
      payload: logo.payload,
      headers: { ...logo.headers, authorization: `Bearer ${a.token}` },
    });
    const voucherCodes = (await call(t.app, 'GET', '/api/vouchers', { token: a.token })).body.data.responses.map(
      (v: { code: string }) => v.code,
    );
    // The wallet's customer is rewarded by a third business: A's and B's lists stay as the isolation test knows them.
    const c = await ownerWithBusiness(t.app);
    await topUp(t.app, c, 1_000_000);
    const cForm = await createForm(t.app, c);
    const rich = uniquePhone();
    await answerSurvey(t.app, c, cForm, rich, { typeMotive: 'coin', coin: 100_000 });
    await answerSurvey(t.app, c, cForm, rich, {
      typeMotive: 'voucher',
      voucher: { amount: 20_000, description: 'Kofe', duration: 30 },
    });
    const customerToken = await signInCustomer(t.app, rich);
    const wallet = await call(t.app, 'GET', '/api/customer/wallet', { token: customerToken });
    fx = {
      a,
      b,
      form,
      patchFormId: patchForm._id,
      deletableFormId: deletable._id,
      requestCode,
      responseId: completed.body.data._id,
      waitingResponseId: waiting.body.data.response._id,
      replyTargets: [],
      replyCode: '',
      voucherId: vouchers[0]._id,
      voucherToken: tokens[0],
      redeemVoucherId: vouchers[1]._id,
      voucherCode: voucherCodes[0],
      memberId: '',
      branchId: (await call(t.app, 'POST', '/api/business/branches', { token: a.token, body: { name: 'Markaz' } })).body
        .data.branch._id,
      spareBranchId: '',
      txId: tx.body.data.result.transactionId,
      otp: await otpFor(t.app, a.phone, 50_000),
      sweepTxId: '',
      sweepOtp: '',
      logo: JSON.parse(profile.body).data.logo,
      customerToken,
      operatorToken: (await registerProven(t.app, OPERATOR_PHONE)).token,
      failedMessageId: '',
      reviewPayoutId: '',
      customerVoucherId: wallet.body.data.vouchers[0]._id,
      payCode: '',
      phoneCode: '',
      signIns: [],
      // What owner B must never see of owner A.
      secrets: [
        'A-maxfiy-forma',
        'A-maxfiy-izoh',
        form._id,
        form.shareCode,
        requestCode,
        customer,
        waitingPhone,
        ...voucherCodes,
        ...tokens,
      ],
    };
  });
  afterAll(async () => {
    console.log(`bad-input sweep on ${kind}: ${cases} cases`);
    await t.close();
  });

  /** `n` completed public one-star answers of A's form, made in one statement (a reply needs one each). */
  async function replyTargets(n: number): Promise<string[]> {
    const made = await rows<{ id: string }>(
      t.app.db,
      sql`insert into responses (business_id, form_id, unique_code, status, customer_phone, rating, is_public, completed_at)
          select ${fx.a.businessId}, ${fx.form._id}, 'sweep-reply-' || gen_random_uuid(), 'completed',
                 '99890' || lpad((floor(random() * 10000000))::int::text, 7, '0'), 1, true, now()
          from generate_series(1, ${n})
          returning id`,
    );
    return made.map((r) => r.id);
  }

  /** A customer of its own, signed in (logout and 'delete my data' end the session they are sent with). */
  const newCustomerToken = () => signInCustomer(t.app, uniquePhone());
  async function freshMember() {
    const res = await call(t.app, 'POST', '/api/business/members', {
      token: fx.a.token,
      body: { phone: uniquePhone(), role: 'cashier' },
    });
    fx.memberId = res.body.data.member._id;
  }
  async function freshBranch() {
    const res = await call(t.app, 'POST', '/api/business/branches', {
      token: fx.a.token,
      body: { name: 'Vaqtinchalik' },
    });
    fx.spareBranchId = res.body.data.branch._id;
  }
  async function freshReviewPayout() {
    const res = await call(t.app, 'POST', '/api/customer/payouts', {
      token: fx.customerToken,
      body: { amount: 20_000, cardNumber: GOOD_CARD },
      headers: { 'idempotency-key': `review-${uniquePhone()}` },
    });
    fx.reviewPayoutId = res.body.data.payout._id;
  }
  let topUps = 0;
  /**
   * A top-up's SMS code lives three minutes (the sandbox card, as the processor): on a loaded machine the sweep
   * reaches the confirm route later than that after the file's start, so it confirms a top-up made just before.
   * Each with its own amount, so its code is told apart from the others' in the outbox.
   */
  async function freshTopUp() {
    const amount = 61_000 + 1_000 * topUps++;
    const tx = await call(t.app, 'POST', '/api/payment/uzcard/createTransaction', {
      token: fx.a.token,
      body: { amount, cardNumber: GOOD_CARD, expireDate: FUTURE_EXPIRY },
    });
    fx.sweepTxId = tx.body.data.result.transactionId;
    fx.sweepOtp = await otpFor(t.app, fx.a.phone, amount);
  }
  async function freshFailedMessage() {
    const [row] = await t.app.db
      .insert(outgoingMessages)
      .values({ channel: 'sms', kind: 'reward', phone: uniquePhone(), text: 'Rahmat', status: 'failed', attempts: 6 })
      .returning({ id: outgoingMessages.id });
    fx.failedMessageId = row.id;
  }
  async function freshPhoneCode() {
    await call(t.app, 'POST', '/api/auth/phone/code', { token: fx.a.token });
    fx.phoneCode = await phoneCodeOf(t.app, fx.a.phone);
  }
  async function freshPayCode() {
    fx.payCode = (
      await call(t.app, 'POST', '/api/customer/pay-codes', { token: fx.customerToken, body: { amount: 1_000 } })
    ).body.data.code;
  }
  /** A Telegram user whose chat is linked to a phone: their Mini App's signed initData signs in. */
  let telegramUser = 0;
  async function linkedTelegramUser() {
    if (telegramUser) return;
    telegramUser = uniqueChatId();
    await linkCustomerChat(t.app, telegramUser, uniquePhone());
  }
  /** Enough sign-in codes for the cases that send a valid body (bearer junk and whole bodies) and the last one. */
  async function freshSignInCodes() {
    while (fx.signIns.length < 30) {
      const phone = uniquePhone();
      await call(t.app, 'POST', '/api/customer/auth/code', { body: { phone } });
      fx.signIns.push({ phone, code: await customerCode(t.app, phone) });
    }
  }

  /** A user of its own with no business yet (POST /business can succeed only once per user). */
  async function newUserToken(): Promise<string> {
    const [row] = await t.app.db
      .insert(users)
      .values({ phone: uniquePhone(), passwordHash: 'scrypt$x' })
      .returning({ id: users.id });
    return signToken(t.app, row.id);
  }

  interface Request {
    method: string;
    url: string;
    headers: Record<string, string>;
    payload?: string | Buffer;
  }

  async function send(request: Request) {
    cases++;
    const res = await t.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: request.headers,
      payload: request.payload,
    });
    return { status: res.statusCode, body: res.body };
  }

  /** Runs one case; returns a problem description or null. */
  async function check(
    label: string,
    request: Request,
    accepted: string | null,
    foreign: string[] = [],
  ): Promise<string | null> {
    const res = await send(request);
    if (request.method === 'HEAD') {
      const ok = accepted ? res.status < 400 : res.status >= 400 && res.status < 500;
      return ok ? null : `${label}: HEAD answered ${res.status}`;
    }
    if (accepted) {
      // Accepted: 2xx (or a redirect of the docs), no stack trace in JSON, nothing of another business.
      const json = res.body.startsWith('{');
      const problem =
        res.status >= 400
          ? `status ${res.status}`
          : json && leakIn(res.body) === 'stack trace'
            ? 'leaks a stack trace'
            : foreign.find((f) => res.body.includes(f));
      return problem ? `${label}: expected acceptance (${accepted}), got ${problem}: ${res.body.slice(0, 200)}` : null;
    }
    const problem = refusalProblem(res.status, res.body, foreign);
    return problem ? `${label}: ${problem} — ${res.status} ${res.body.slice(0, 200)}` : null;
  }

  function fillPath(path: string, params: Record<string, string>): string {
    return path.replace(/:(\w+)|\*/g, (whole, name?: string) => params[name ?? '*'] ?? whole);
  }

  /** All cases of one route; returns the problems found. */
  async function sweepRoute(method: string, path: string, s: Sweep): Promise<string[]> {
    const problems: string[] = [];
    await s.before?.();
    // Cases are built in order and sent CONCURRENCY at a time (none depends on another's outcome).
    const jobs: Array<() => Promise<void>> = [];
    const run = (label: string, request: Request, accepted: string | null) => {
      jobs.push(async () => {
        const problem = await check(`${method} ${label}`, request, accepted);
        if (problem) problems.push(problem);
      });
    };
    const token = async () => {
      if (s.auth === 'public') return null;
      if (s.as === 'new user') return newUserToken();
      if (s.as === 'new customer') return newCustomerToken();
      if (s.auth === 'operator') return fx.operatorToken;
      return s.auth === 'customer' ? fx.customerToken : fx.a.token;
    };
    const authHeaders = (bearer: string | null): Record<string, string> => ({
      ...s.headers,
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
    });
    const validParams = (): Record<string, string> => ({
      ...Object.fromEntries(Object.entries(s.params ?? {}).map(([k, f]) => [k, f()])),
      ...(s.files ? { '*': s.files.valid() } : {}),
    });
    const validQuery = () => queryString(Object.entries(s.query?.valid ?? {}).map(([k, v]) => [k, v]));
    const url = (params = validParams(), query = validQuery()) => fillPath(path, params) + query;
    const variants = s.bodies ?? [];
    const validRequest = async (methodOverride = method): Promise<Request> => {
      const bearer = await token();
      const body = variants[0];
      if (!body) return { method: methodOverride, url: url(), headers: authHeaders(bearer) };
      return { method: methodOverride, url: url(), ...encode(body, body.valid(), authHeaders(bearer)) };
    };
    const heads = registered.some((r) => r.method === 'HEAD' && r.url === path) ? ['HEAD'] : [];
    // Every parameter, query parameter and body field the route's schema knows gets junk, so a new one cannot hide.
    const schema = (registered.find((r) => r.method === method && r.url === path)?.schema ?? {}) as Record<
      string,
      z.ZodType | undefined
    >;
    const uncovered = (what: string, known: z.ZodType | undefined, swept: string[]) => {
      const missing = known ? keysOf(known).filter((k) => !swept.includes(k)) : [];
      if (missing.length > 0) problems.push(`${method} ${path}: ${what} without sweep values: ${missing.join(', ')}`);
    };
    uncovered('path parameters', schema.params, Object.keys(s.params ?? {}));
    uncovered('query parameters', schema.querystring, Object.keys(s.query?.valid ?? {}));
    const swept = variants.flatMap((v) => Object.keys(v.valid()));
    uncovered('body fields', schema.body, swept);
    for (const variant of variants) if (variant.schema) uncovered(`${variant.label} fields`, variant.schema, swept);

    // 1. Forged, expired and malformed bearer tokens: refused on private routes, ignored on public ones.
    for (const [name, authorization] of forgedAuthorizations(secret, fx.a.token, fx.b.userId)) {
      for (const m of [method, ...heads]) {
        const request = await validRequest(m);
        delete request.headers.authorization;
        if (authorization) request.headers.authorization = authorization;
        run(
          `${path} with ${name} token`,
          request,
          s.auth === 'public' ? 'public route: the bearer token is not read' : null,
        );
      }
    }
    if (s.auth === 'business') {
      const request = await validRequest();
      request.headers.authorization = `Bearer ${await newUserToken()}`;
      run(`${path} as a user without a business`, request, null);
    }
    // Owners' and customers' sessions open only their own routes.
    if (s.auth === 'business' || s.auth === 'user') {
      const request = await validRequest();
      request.headers.authorization = `Bearer ${fx.customerToken}`;
      run(`${path} with a customer's token`, request, null);
    }
    if (s.auth === 'operator') {
      const request = await validRequest();
      request.headers.authorization = `Bearer ${fx.a.token}`;
      run(`${path} with an owner's token`, request, null);
    }
    if (s.auth === 'customer') {
      const request = await validRequest();
      request.headers.authorization = `Bearer ${fx.a.token}`;
      run(`${path} with an owner's token`, request, null);
    }

    // 2. Malformed path parameters (and traversal on static file routes).
    for (const param of Object.keys(s.params ?? {})) {
      for (const junk of JUNK_PARAMS) {
        for (const m of [method, ...heads]) {
          const request = await validRequest(m);
          request.url = url({ ...validParams(), [param]: pathSegment(junk.value) });
          run(`${path} with :${param} = ${junk.name}`, request, null);
        }
      }
    }
    if (s.files) {
      for (const junk of [
        '../../package.json',
        '..%2f..%2fpackage.json',
        '%2e%2e/%2e%2e/etc/passwd',
        '..%5c..%5cpackage.json',
        'a%00.png',
        'nope.png',
        HUGE.slice(0, 900),
      ]) {
        for (const m of [method, ...heads])
          run(
            `${path} with * = ${junk.slice(0, 40)}`,
            { method: m, url: fillPath(path, { '*': junk }), headers: {} },
            null,
          );
      }
    }

    // 3. Query strings: every parameter with every junk value; unknown parameters are ignored.
    if (s.query) {
      for (const field of Object.keys(s.query.valid)) {
        for (const junk of JUNK) {
          const pairs = Object.entries(s.query.valid).flatMap(([k, v]) =>
            k === field ? queryPairs(k, junk.value) : [[k, v] as [string, string]],
          );
          const request = await validRequest();
          request.url = url(validParams(), queryString(pairs));
          run(`${path}?${field} = ${junk.name}`, request, matches(s.query.accepts, field, junk));
        }
      }
    }
    if (method === 'GET') {
      const why = s.query ? 'unknown query parameters are ignored' : s.ignoresQuery;
      if (!why) problems.push(`GET ${path}: takes no query schema and does not say it ignores query strings`);
      const queries: Array<[string, string, string | null]> = [
        ['unknown 100 KB parameter', `?x=${HUGE}`, why ?? null],
        ['unknown key[$gt] parameter', '?y[$gt]=1&z[]=2', why ?? null],
        ['NUL in an unknown parameter', '?x=a%00b', null], // refused wherever it is: see hasNul
      ];
      for (const [name, query, accepted] of queries) {
        const request = await validRequest();
        // beside the valid parameters: a route's required parameters (a date range) stay given
        const valid = validQuery();
        request.url = url(validParams(), valid) + (valid ? `&${query.slice(1)}` : query);
        run(`${path} with ${name}`, request, accepted);
      }
    }

    // 4. Bodies: broken as a whole, then every field with every junk value.
    if (variants.length > 0) {
      const whole: Array<[string, string | Buffer, string]> = [
        ['{}', '{}', 'application/json'],
        ['empty body', '', 'application/json'],
        ['array', '[]', 'application/json'],
        ['string', '"text"', 'application/json'],
        ['number', '42', 'application/json'],
        ['null', 'null', 'application/json'],
        ['broken JSON', '{"phone":', 'application/json'],
        ['__proto__', '{"__proto__":{"admin":true}}', 'application/json'],
        ['constructor.prototype', '{"constructor":{"prototype":{"admin":true}}}', 'application/json'],
        ['nesting 50,000 deep', `${'['.repeat(50_000)}${']'.repeat(50_000)}`, 'application/json'],
        ['over the body limit', JSON.stringify({ x: 'x'.repeat(300_000) }), 'application/json'],
        ['text/plain', 'phone=998901234567', 'text/plain'],
        ['xml', '<phone>998901234567</phone>', 'application/xml'],
        ['multipart without boundary', '--x\r\n', 'multipart/form-data'],
      ];
      for (const [name, payload, contentType] of whole) {
        const request = await validRequest();
        request.payload = payload;
        request.headers['content-type'] = contentType;
        run(`${path} with body ${name}`, request, matches(s.acceptsBody, 'body', { name, kind: 'type' }));
      }
    }
    for (const variant of variants) {
      const valid = variant.valid();
      const junkValues = variant.multipart
        ? JUNK.filter((j) => typeof j.value === 'string' || j.value === MISSING)
        : JUNK;
      for (const field of fieldPaths(valid)) {
        if (variant.multipart && field.length > 1) continue;
        for (const junk of junkValues) {
          const bearer = await token();
          const body = withField(variant.valid(), field, junk.value);
          const request: Request = { method, url: url(), ...encode(variant, body, authHeaders(bearer)) };
          run(
            `${path} (${variant.label}) ${field.join('.')} = ${junk.name}`,
            request,
            matches(variant.accepts, field.join('.'), junk),
          );
        }
      }
    }

    for (const variant of variants.filter((v) => v.multipart)) {
      const files: Array<[string, FilePart[], string | null]> = [
        [
          'a text file as logo',
          [{ field: 'logo', filename: 'logo.png', contentType: 'image/png', content: Buffer.from('not an image') }],
          null,
        ],
        [
          'a 3 MB logo',
          [
            {
              field: 'logo',
              filename: 'big.png',
              contentType: 'image/png',
              content: Buffer.concat([PNG_1PX, Buffer.alloc(3 * 1024 * 1024)]),
            },
          ],
          null,
        ],
        [
          'two files',
          [0, 1].map(() => ({ field: 'logo', filename: 'a.png', contentType: 'image/png', content: PNG_1PX })),
          null,
        ],
        [
          'a traversal file name',
          [{ field: 'logo', filename: '../../../etc/passwd', contentType: 'image/png', content: Buffer.from('x') }],
          null,
        ],
        [
          'an empty logo',
          [{ field: 'logo', filename: 'logo.png', contentType: 'image/png', content: Buffer.alloc(0) }],
          'an empty file input means no new logo',
        ],
        [
          'a file under another name',
          [{ field: 'avatar', filename: 'a.png', contentType: 'image/png', content: PNG_1PX }],
          'only the logo field is read',
        ],
      ];
      for (const [name, parts, accepted] of files) {
        const fields = Object.fromEntries(Object.entries(variant.valid()).map(([k, v]) => [k, String(v)]));
        const body = multipartBody(fields, parts);
        run(
          `${path} (${variant.label}) with ${name}`,
          { method, url: url(), payload: body.payload, headers: { ...authHeaders(await token()), ...body.headers } },
          accepted,
        );
      }
    }

    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < jobs.length) await jobs[next++]();
      }),
    );

    // 5. The valid request itself is accepted, so the refusals above were about the junk. It runs last: some are
    // one-time (a delete, a redeem, an OTP).
    await s.before?.();
    const valid = await check(`${method} ${path} valid`, await validRequest(), 'the valid request');
    return valid ? [...problems, valid] : problems;
  }

  function encode(
    variant: BodyVariant,
    body: unknown,
    headers: Record<string, string>,
  ): Pick<Request, 'payload' | 'headers'> {
    if (!variant.multipart)
      return { payload: jsonText(body), headers: { ...headers, 'content-type': 'application/json' } };
    const fields = Object.fromEntries(Object.entries(body as Record<string, unknown>).map(([k, v]) => [k, String(v)]));
    const multipart = multipartBody(fields);
    return { payload: multipart.payload, headers: { ...headers, ...multipart.headers } };
  }

  // -----------------------------------------------------------------------------------------------------------
  // The catalogue: one entry per route the app registers.

  const PROFILE_TEXT = ['userName', 'name', 'description', 'address'];
  const profileAccepts: Accept[] = [
    {
      fields: [...PROFILE_TEXT, 'category', 'phone', 'email', 'region', 'district'],
      kinds: ['missing', 'blank'],
      names: ['null'],
      why: 'profile fields are optional and blank ones count as not sent (spec §3: only non-empty fields are sent); a district alone keeps the stored region',
    },
    { fields: ['removeLogo'], kinds: ['missing'], why: "removeLogo is optional; when sent it is 'true' or 'false'" },
    {
      fields: ['reviewLinks'],
      kinds: ['missing', 'blank'],
      names: ['null'],
      why: 'the review links are optional; blank or null counts as not sent',
    },
    { fields: PROFILE_TEXT, kinds: FREE_TEXT, why: 'free text within its length' },
    { fields: ['category'], names: ['0'], why: "category 0 is 'Boshqa' (spec §3)" },
  ];
  const profileFields = () => ({
    name: 'Rayhon',
    description: 'Milliy taomlar',
    category: 2,
    phone: `+${fx.a.phone}`,
    email: 'info@rayhon.uz',
    region: 1,
    district: 2,
    address: 'Amir Temur 1',
    // a JSON string: what a multipart form sends (a JSON body may send the object itself)
    reviewLinks: JSON.stringify({ google: 'https://maps.google.com/?cid=1', yandex: null, twogis: null }),
    removeLogo: 'false',
  });
  const profileVariants = (extra: Record<string, string>): BodyVariant[] => [
    {
      label: 'json',
      schema: businessUpdateSchema,
      valid: () => ({ ...extra, ...profileFields() }),
      accepts: profileAccepts,
    },
    {
      label: 'multipart',
      schema: businessUpdateSchema,
      multipart: true,
      valid: () => ({ ...extra, ...profileFields() }),
      accepts: profileAccepts,
    },
  ];
  const noFields: Accept[] = [{ fields: ['body'], names: ['{}'], why: 'a profile update without fields is a no-op' }];

  const formBody = () => ({
    title: 'Fikr',
    description: 'Tavsif',
    questions: [
      { type: 'text', text: 'Nima yoqdi?', required: false },
      { type: 'choice', text: 'Xizmat qanday?', required: true, options: ['Yaxshi', "O'rtacha", 'Yomon'] },
      { type: 'number', text: 'Baholang', required: true, min: 1, max: 5 },
    ],
  });
  const OPTIONS = ['questions.1.options.0', 'questions.1.options.1', 'questions.1.options.2'];
  const REQUIRED = ['questions.0.required', 'questions.1.required', 'questions.2.required'];
  const formAccepts: Accept[] = [
    {
      fields: ['title', 'questions.0.text', 'questions.1.text', 'questions.2.text', ...OPTIONS],
      kinds: FREE_TEXT,
      why: 'free text within its length',
    },
    {
      fields: ['description'],
      kinds: [...FREE_TEXT, 'missing', 'blank'],
      names: ['null'],
      why: 'the description is optional free text',
    },
    {
      fields: ['questions', 'questions.0', 'questions.1', 'questions.2'],
      kinds: ['missing'],
      why: 'a form may have fewer questions, or none',
    },
    { fields: OPTIONS, kinds: ['missing'], why: 'a choice keeps two of its three options' },
    {
      fields: [...REQUIRED, 'questions.2.min', 'questions.2.max'],
      kinds: ['missing'],
      why: 'defaults: required false, range 1..5 (spec §3)',
    },
    { fields: REQUIRED, names: ['true'], why: 'required is a boolean' },
    { fields: ['questions.2.min'], names: ['0'], why: 'a range may start at 0' },
    { fields: ['questions.2.max'], names: ['42'], why: 'a range may end anywhere up to 100' },
  ];

  /** Query parameters: key[$gt]=… (the 'object' junk) is another parameter, so the field itself is left out. */
  const LEFT_OUT = ['missing', 'object'];
  /** A branch filter names none of this business: nothing is counted, so the figures are zeros. */
  const unknownBranch: Accept = {
    fields: ['branch'],
    names: ['nil uuid'],
    why: "a well-formed branch id that is not this business's counts nothing (zeros)",
  };
  const LINKS = { google: 'https://maps.google.com/?cid=2', yandex: null, twogis: 'https://2gis.uz/tashkent/firm/2' };
  /** What a branch's fields take: free text within its length, a place by its number, or none. */
  const branchAccepts: Accept[] = [
    {
      fields: ['reviewLinks'],
      names: ['missing', 'null', "''", 'spaces'],
      why: 'the review links are optional; blank or null counts as not sent',
    },
    {
      fields: ['reviewLinks.google', 'reviewLinks.yandex', 'reviewLinks.twogis'],
      names: ['missing', 'null', "''", 'spaces'],
      why: 'each link is an https URL or none',
    },
    { fields: ['name', 'address'], kinds: FREE_TEXT, why: 'free text within its length' },
    { fields: ['address'], names: ['missing', 'null', "''", 'spaces'], why: 'no address' },
    {
      fields: ['region', 'district'],
      names: ['missing', 'null', "''", 'spaces', '42'],
      why: 'a place by its number, or none',
    },
  ];
  /** Blank or left out: the business as a whole. */
  const noBranch: Accept = {
    fields: ['branchId'],
    names: ['missing', 'null', "''", 'spaces'],
    why: 'no branch: the business as a whole',
  };
  const optionalQuery = (fields: string[]): Accept => ({
    fields,
    names: [...LEFT_OUT, "''", 'spaces'],
    why: 'optional: left out or blank means the default (no filter, page 1, 10 per page)',
  });
  const optionalLang: Accept = {
    fields: ['lang'],
    names: ['missing', 'null', "''", 'spaces'],
    why: "optional: left out, null or blank means the reader's language (Accept-Language)",
  };
  const searchQuery: Accept = {
    fields: ['search'],
    kinds: [...FREE_TEXT, 'number'],
    names: ['null', 'true', '42'],
    why: 'search is free text up to 100 characters; matching nothing lists nothing',
  };
  const pageQuery: Accept = {
    fields: ['page'],
    names: ['42', 'long phone'],
    why: 'any whole page from 1 is valid; past the end it is empty',
  };

  const catalogue: Record<string, Sweep> = {
    'GET /api/health': { auth: 'public', ignoresQuery: NO_QUERY },
    'GET /api/ready': { auth: 'public', ignoresQuery: NO_QUERY },
    'POST /api/auth/register': {
      auth: 'public',
      bodies: [
        {
          label: 'json',
          valid: () => ({ phone: uniquePhone(), password: 'Maxfiy-parol-1', check_password: 'Maxfiy-parol-1' }),
        },
      ],
    },
    'POST /api/auth/login': {
      auth: 'public',
      bodies: [{ label: 'json', valid: () => ({ phone: fx.b.phone, password: 'Maxfiy-parol-1' }) }],
    },
    'POST /api/auth/reset-password': {
      auth: 'public',
      bodies: [{ label: 'json', valid: () => ({ phone: fx.b.phone }) }],
    },
    'GET /api/auth/me': { auth: 'user', ignoresQuery: NO_QUERY },
    // a new user each time: the per-phone code limits stay out of the way
    'POST /api/auth/phone/code': { auth: 'user', as: 'new user', ignoresQuery: NO_QUERY },
    'POST /api/auth/phone/verify': {
      auth: 'user',
      before: freshPhoneCode,
      bodies: [{ label: 'json', valid: () => ({ code: fx.phoneCode }) }],
    },
    // Logout revokes the token it is sent with: every valid request brings a user of its own.
    'POST /api/auth/logout': { auth: 'user', as: 'new user', ignoresQuery: NO_QUERY },
    'PUT /api/auth/me': { auth: 'user', acceptsBody: noFields, bodies: profileVariants({ userName: 'Ali' }) },
    'POST /api/business': {
      auth: 'user',
      as: 'new user',
      bodies: [
        {
          label: 'json',
          valid: () => ({
            name: 'Rayhon',
            phone: '+998901234567',
            category: 2,
            region: 1,
            district: 2,
            address: 'Amir Temur 1',
            description: 'Tavsif',
          }),
          accepts: [
            { fields: ['name'], kinds: FREE_TEXT, why: 'free text within its length' },
            {
              fields: ['description', 'address'],
              kinds: [...FREE_TEXT, 'missing', 'blank'],
              names: ['null'],
              why: 'optional free text (spec §5)',
            },
            {
              fields: ['district'],
              kinds: ['missing', 'blank'],
              names: ['null'],
              why: 'the district is optional (spec §5); the region then stands alone',
            },
            { fields: ['category'], names: ['0'], why: "category 0 is 'Boshqa' (spec §3)" },
          ],
        },
      ],
    },
    'GET /api/business': { auth: 'user', ignoresQuery: NO_QUERY },
    'PUT /api/business/update': { auth: 'user', acceptsBody: noFields, bodies: profileVariants({}) },
    'GET /api/business/clients': { auth: 'business', ignoresQuery: NO_QUERY },
    'GET /api/business/members': { auth: 'business', ignoresQuery: NO_QUERY },
    'POST /api/business/members': {
      auth: 'business',
      bodies: [
        {
          label: 'json',
          valid: () => ({ phone: uniquePhone(), role: 'cashier', branchId: fx.branchId }),
          accepts: [noBranch],
        },
      ],
    },
    'PATCH /api/business/members/:id': {
      auth: 'business',
      before: freshMember,
      params: { id: () => fx.memberId },
      acceptsBody: [{ fields: ['body'], names: ['{}'], why: 'nothing to change is a no-op' }],
      bodies: [
        {
          label: 'json',
          valid: () => ({ role: 'manager', branchId: fx.branchId }),
          accepts: [noBranch, { fields: ['role'], names: ['missing'], why: 'the role stays' }],
        },
      ],
    },
    'GET /api/business/branches': { auth: 'business', ignoresQuery: NO_QUERY },
    'GET /api/business/till/today': { auth: 'business', ignoresQuery: NO_QUERY },
    'GET /api/ops/businesses': {
      auth: 'operator',
      query: {
        valid: { search: 'Rayhon', page: '1', limit: '10' },
        accepts: [optionalQuery(['search', 'page', 'limit']), searchQuery, pageQuery],
      },
    },
    'POST /api/ops/businesses/:id/suspend': {
      auth: 'operator',
      params: { id: () => fx.b.businessId },
      bodies: [
        {
          label: 'json',
          valid: () => ({ reason: 'Tekshiruv' }),
          accepts: [{ fields: ['reason'], kinds: FREE_TEXT, why: 'free text within its length' }],
        },
      ],
    },
    'POST /api/ops/businesses/:id/unsuspend': { auth: 'operator', params: { id: () => fx.b.businessId } },
    'POST /api/ops/reconcile': { auth: 'operator' },
    'GET /api/ops/money': {
      auth: 'operator',
      query: { valid: { from: '2026-01-01', to: '2026-01-31' }, accepts: [] },
    },
    'GET /api/ops/payouts': {
      auth: 'operator',
      query: { valid: { status: 'review' }, accepts: [optionalQuery(['status'])] },
    },
    // Each run and its last valid request act on a payout of their own.
    'POST /api/ops/payouts/:id/approve': {
      auth: 'operator',
      before: freshReviewPayout,
      params: { id: () => fx.reviewPayoutId },
    },
    'POST /api/ops/payouts/:id/reject': {
      auth: 'operator',
      before: freshReviewPayout,
      params: { id: () => fx.reviewPayoutId },
    },
    'GET /api/ops/reconcile': { auth: 'operator', ignoresQuery: NO_QUERY },
    'GET /api/ops/messages': {
      auth: 'operator',
      query: {
        valid: { status: 'failed', kind: 'reward', page: '1', limit: '10' },
        accepts: [optionalQuery(['status', 'kind', 'page', 'limit']), pageQuery],
      },
    },
    'GET /api/ops/remotes': { auth: 'operator', ignoresQuery: NO_QUERY },
    'GET /api/ops/sms-templates': { auth: 'operator', ignoresQuery: NO_QUERY },
    // The sweep's remote is one no console page depends on; DELETE puts it back.
    'PUT /api/ops/remotes/:name': {
      auth: 'operator',
      params: { name: () => 'mf-sweep' },
      bodies: [
        {
          label: 'json',
          valid: () => ({ entry: 'https://cdn.example.uz/mf-sweep/mf-manifest.json', pages: [] }),
          accepts: [
            { fields: ['entry'], names: ['null'], why: 'null withdraws the remote' },
            { fields: ['pages'], names: ['missing'], why: 'without pages the remote keeps the ones it declares' },
          ],
        },
      ],
    },
    'DELETE /api/ops/remotes/:name': { auth: 'operator', params: { name: () => 'mf-sweep' } },
    'POST /api/ops/messages/:id/retry': {
      auth: 'operator',
      before: freshFailedMessage,
      params: { id: () => fx.failedMessageId },
    },
    'POST /api/business/branches': {
      auth: 'business',
      bodies: [
        {
          label: 'json',
          valid: () => ({ name: 'Filial', address: 'Navoiy 5', region: 1, district: 2, reviewLinks: LINKS }),
          accepts: branchAccepts,
        },
      ],
    },
    'PATCH /api/business/branches/:id': {
      auth: 'business',
      params: { id: () => fx.branchId },
      acceptsBody: [{ fields: ['body'], names: ['{}'], why: 'nothing to change is a no-op' }],
      bodies: [
        {
          label: 'json',
          valid: () => ({ name: 'Markaz', address: 'Navoiy 5', region: 1, district: 2, reviewLinks: LINKS }),
          accepts: [...branchAccepts, { fields: ['name'], names: ['missing'], why: 'only what is sent changes' }],
        },
      ],
    },
    'DELETE /api/business/branches/:id': {
      auth: 'business',
      before: freshBranch,
      params: { id: () => fx.spareBranchId },
    },
    // A removal is one-time: every route run and its last valid request get a member of their own.
    'DELETE /api/business/members/:id': { auth: 'business', before: freshMember, params: { id: () => fx.memberId } },
    'GET /api/business/audit': {
      auth: 'business',
      query: {
        valid: { page: '1', limit: '10', actor: '998', action: 'member.' },
        accepts: [
          optionalQuery(['page', 'limit', 'actor', 'action']),
          pageQuery,
          { ...searchQuery, fields: ['actor', 'action'] },
        ],
      },
    },
    'GET /api/vouchers/by-code/:code': {
      auth: 'business',
      params: { code: () => fx.voucherCode },
      ignoresQuery: NO_QUERY,
    },
    'GET /api/forms': { auth: 'business', ignoresQuery: NO_QUERY },
    'GET /api/forms/:id': { auth: 'business', params: { id: () => fx.form._id }, ignoresQuery: NO_QUERY },
    'POST /api/forms': {
      auth: 'business',
      bodies: [
        { label: 'json', valid: formBody, accepts: formAccepts },
        {
          label: 'template',
          valid: () => ({ templateId: 'cafe-coffee', lang: 'ru' }),
          accepts: [optionalLang],
        },
      ],
    },
    'GET /api/forms/:id/table-tent.pdf': {
      auth: 'business',
      params: { id: () => fx.form._id },
      query: {
        valid: { lang: 'ru', branch: '', coin: '2000' },
        accepts: [
          optionalQuery(['lang', 'branch', 'coin']),
          { fields: ['coin'], names: ['42'], why: 'any whole coin amount from 1 is a reward to print' },
        ],
      },
    },
    'GET /api/templates': {
      auth: 'public',
      query: {
        valid: { category: '1', lang: 'en' },
        accepts: [
          optionalQuery(['category', 'lang']),
          { fields: ['category'], names: ['0'], why: "0 is the spec's category 'Boshqa'" },
        ],
      },
    },
    'PATCH /api/forms/:id': {
      auth: 'business',
      params: { id: () => fx.patchFormId },
      bodies: [{ label: 'json', valid: formBody, accepts: formAccepts }],
    },
    'DELETE /api/forms/:id': { auth: 'business', params: { id: () => fx.deletableFormId } },
    'GET /api/forms/u/:code': { auth: 'public', params: { code: () => fx.form.shareCode }, ignoresQuery: NO_QUERY },
    'POST /api/responses/:id/submit': {
      auth: 'public',
      params: { id: () => fx.form.shareCode },
      query: {
        valid: { b: 'ab23' },
        accepts: [
          optionalQuery(['b']),
          { fields: ['b'], names: ['true'], why: "shaped like a branch code: a code no branch has is the business's" },
        ],
      },
      bodies: [
        {
          label: 'json',
          valid: () => ({
            answers: answersFor(fx.form),
            rating: 4,
            review: 'Yaxshi',
            isPublic: true,
            name: 'Ali Valiyev',
          }),
          accepts: [
            {
              fields: ['answers.0.value', 'review', 'name'],
              kinds: FREE_TEXT,
              why: 'the first question, the review and the name are free text (unicode included)',
            },
            { fields: ['review', 'name'], kinds: ['missing', 'blank'], why: "the review and 'Ismingiz' are optional" },
            { fields: ['answers.0'], kinds: ['missing'], why: 'the text question is not required' },
            { fields: ['rating', 'isPublic'], kinds: ['missing'], why: 'defaults: rating 1, public (spec §5)' },
            { fields: ['isPublic'], names: ['true'], why: 'isPublic is a boolean' },
          ],
        },
      ],
    },
    'GET /api/responses': {
      auth: 'business',
      query: {
        valid: { search: 'Mijoz', form: '', branch: '', status: 'completed', handled: 'false', page: '1', limit: '10' },
        accepts: [
          optionalQuery(['search', 'form', 'branch', 'status', 'handled', 'page', 'limit']),
          unknownBranch,
          { fields: ['handled'], names: ['true'], why: "'true' is a valid filter" },
          searchQuery,
          pageQuery,
          {
            fields: ['form'],
            names: [
              'null',
              'true',
              '42',
              'word',
              "'1e9999'",
              "'NaN'",
              "'-1'",
              "'0x10'",
              'long phone',
              'nil uuid',
              'not-hex uuid',
              "'null'",
              '-1',
              '0',
              '2^63',
              '1e9999 literal',
            ],
            why: 'an id-shaped form or branch filter that names none of this business lists nothing',
          },
        ],
      },
    },
    'GET /api/responses/:id': { auth: 'business', params: { id: () => fx.responseId }, ignoresQuery: NO_QUERY },
    'POST /api/responses/:id/resend': { auth: 'business', params: { id: () => fx.waitingResponseId } },
    'PATCH /api/responses/:id': {
      auth: 'business',
      params: { id: () => fx.responseId },
      bodies: [
        {
          label: 'json',
          valid: () => ({ handled: true, note: "Qo'ng'iroq qilindi" }),
          accepts: [
            {
              fields: ['note'],
              kinds: [...FREE_TEXT, 'blank'],
              why: 'the note is free text up to 1000 characters; blank clears it',
            },
            { fields: ['handled', 'note'], kinds: ['missing'], why: 'either one alone is a valid update' },
            { fields: ['handled'], names: ['true'], why: 'handled is a boolean' },
          ],
        },
      ],
    },
    'POST /api/responses/:id': {
      auth: 'business',
      params: { id: () => fx.form._id },
      bodies: [
        {
          label: 'coin',
          valid: () => ({ phone: uniquePhone(), typeMotive: 'coin', coin: 1000, branchId: fx.branchId }),
          accepts: [{ fields: ['coin'], names: ['42'], why: 'any positive whole amount up to 7 digits' }, noBranch],
        },
        {
          label: 'voucher',
          valid: () => ({
            phone: uniquePhone(),
            typeMotive: 'voucher',
            voucher: { amount: 20_000, description: 'Kofe', duration: 30 },
          }),
          accepts: [
            { fields: ['voucher.description'], kinds: FREE_TEXT, why: 'free text within its length' },
            {
              fields: ['voucher.amount', 'voucher.duration'],
              names: ['42'],
              why: 'any positive whole amount or number of days',
            },
          ],
        },
      ],
    },
    'GET /api/stats': {
      auth: 'business',
      query: { valid: { branch: '' }, accepts: [optionalQuery(['branch']), unknownBranch] },
    },
    'GET /api/stats/branches': { auth: 'business', ignoresQuery: NO_QUERY },
    'GET /api/stats/review-clicks': {
      auth: 'business',
      query: {
        valid: { days: '30', branch: '' },
        accepts: [
          optionalQuery(['days', 'branch']),
          unknownBranch,
          { fields: ['days'], names: ['42'], why: 'any whole number of days from 1 to 366' },
        ],
      },
    },
    'GET /api/stats/answers': { auth: 'business', ignoresQuery: NO_QUERY },
    'GET /api/stats/recovery': {
      auth: 'business',
      query: {
        valid: { days: '30', branch: '' },
        accepts: [
          optionalQuery(['days', 'branch']),
          { fields: ['days'], names: ['42'], why: 'any whole number of days from 1 to 366' },
          unknownBranch,
        ],
      },
    },
    // Every case takes a fresh answer of its own: an answer takes 3 replies in all, and accepted cases are sent.
    'POST /api/responses/:id/reply': {
      auth: 'business',
      before: async () => {
        fx.replyTargets = await replyTargets(400);
      },
      params: { id: () => fx.replyTargets.pop() ?? fx.responseId },
      bodies: [
        {
          label: 'json',
          valid: () => ({ text: 'Uzr so‘raymiz', reward: 1000 }),
          accepts: [
            {
              fields: ['text'],
              kinds: ['text', 'numeric-text'],
              // not the nil uuid: a run of 32 digits is cut out as a phone number would be, and nothing is left
              names: ['arabic-indic digits', 'phone with sql', 'traversal id', 'sql id', 'not-hex uuid', "'null'"],
              why: 'free text up to 1000 characters; what is left once links and phone numbers are cut out is sent',
            },
            {
              fields: ['reward'],
              names: ['missing', 'null', '42'],
              why: 'the make-good is optional: none, or a whole coin amount',
            },
          ],
        },
      ],
    },
    'GET /api/stats/trends': {
      auth: 'business',
      query: {
        valid: { from: '2026-01-01', to: '2026-01-31', form: '', branch: '' },
        accepts: [optionalQuery(['form', 'branch']), unknownBranch],
      },
    },
    'GET /api/business/push': { auth: 'business', ignoresQuery: NO_QUERY },
    'POST /api/business/push/subscriptions': {
      auth: 'business',
      bodies: [{ label: 'json', valid: () => browserSubscription() }],
    },
    'DELETE /api/business/push/subscriptions': {
      auth: 'business',
      bodies: [{ label: 'json', valid: () => ({ endpoint: browserSubscription().endpoint }) }],
    },
    'GET /api/business/onboarding': { auth: 'business', ignoresQuery: NO_QUERY },
    'POST /api/business/onboarding/share': { auth: 'business' },
    // One free test request per business: every case before the last valid one is refused, so that one sends it.
    'POST /api/business/onboarding/test-request': {
      auth: 'business',
      bodies: [{ label: 'json', valid: () => ({ formId: fx.form._id }) }],
    },
    'POST /api/business/telegram-link': { auth: 'business' },
    'GET /api/business/telegram': { auth: 'business', ignoresQuery: NO_QUERY },
    'PATCH /api/business/telegram': { auth: 'business', bodies: [{ label: 'json', valid: () => ({ threshold: 2 }) }] },
    'DELETE /api/business/telegram': { auth: 'business' },
    'POST /api/telegram/webhook': {
      auth: 'public',
      headers: { 'x-telegram-bot-api-secret-token': TEST_WEBHOOK_SECRET },
      bodies: [
        {
          label: 'json',
          valid: () => ({
            update_id: 1,
            message: { text: '/start no-such-token', chat: { id: 4242, first_name: 'Ali' } },
          }),
          accepts: [
            {
              fields: ['message'],
              kinds: ['missing'],
              why: 'updates without a message (edits, joins) are acknowledged and ignored',
            },
            {
              fields: ['message.text', 'message.chat.first_name'],
              kinds: [...FREE_TEXT, 'missing', 'blank'],
              why: 'any text: only /start <token> links a chat',
            },
            {
              fields: ['update_id', 'message.chat.id'],
              names: ['42', '-1', '0'],
              why: 'Telegram ids are whole numbers (group chats are negative)',
            },
          ],
        },
      ],
    },
    'GET /api/vouchers': {
      auth: 'business',
      query: {
        valid: { search: 'Kofe', isRedeemed: 'false', validity: 'valid', page: '1', limit: '10' },
        accepts: [
          optionalQuery(['search', 'isRedeemed', 'validity', 'page', 'limit']),
          searchQuery,
          pageQuery,
          { fields: ['isRedeemed'], names: ['true'], why: "'true' is a valid filter" },
        ],
      },
    },
    'POST /api/vouchers/sendConfirm': {
      auth: 'business',
      bodies: [{ label: 'json', valid: () => ({ voucherId: fx.voucherId }) }],
    },
    'POST /api/vouchers/confirm': {
      auth: 'business',
      bodies: [{ label: 'json', valid: () => ({ voucherId: fx.redeemVoucherId }) }],
    },
    'POST /api/payment/uzcard/createTransaction': {
      auth: 'business',
      bodies: [{ label: 'json', valid: () => ({ amount: 50_000, cardNumber: GOOD_CARD, expireDate: FUTURE_EXPIRY }) }],
    },
    'POST /api/payment/uzcard/confirmTransaction': {
      auth: 'business',
      before: freshTopUp,
      bodies: [{ label: 'json', valid: () => ({ transactionId: fx.sweepTxId, otp: fx.sweepOtp }) }],
    },
    'GET /api/payment/uzcard/myPayments': {
      auth: 'business',
      query: {
        valid: { page: '1', limit: '10', status: 'pending' },
        accepts: [optionalQuery(['page', 'limit', 'status']), pageQuery],
      },
    },
    'GET /api/public/replies/:code': {
      auth: 'public',
      before: async () => {
        const [target] = await replyTargets(1);
        await call(t.app, 'POST', `/api/responses/${target}/reply`, { token: fx.a.token, body: { text: 'Rahmat' } });
        const [row] = await rows<{ code: string }>(
          t.app.db,
          sql`select code from response_replies where response_id = ${target}`,
        );
        fx.replyCode = row.code;
      },
      params: { code: () => fx.replyCode },
      ignoresQuery: NO_QUERY,
    },
    'GET /api/public/vouchers/:token': {
      auth: 'public',
      params: { token: () => fx.voucherToken },
      ignoresQuery: NO_QUERY,
    },
    'GET /api/public/links': { auth: 'public', ignoresQuery: NO_QUERY },
    'POST /api/customer/auth/code': {
      auth: 'public',
      bodies: [{ label: 'json', valid: () => ({ phone: uniquePhone() }) }],
    },
    'POST /api/customer/auth/verify': {
      auth: 'public',
      before: freshSignInCodes,
      bodies: [{ label: 'json', valid: () => fx.signIns.pop() ?? { phone: uniquePhone(), code: '000000' } }],
    },
    'POST /api/customer/auth/telegram': {
      auth: 'public',
      before: linkedTelegramUser,
      bodies: [{ label: 'json', valid: () => ({ initData: signedInitData(telegramUser) }) }],
    },
    // Logout and 'delete my data' end the session they are sent with: every valid request brings a customer of its own.
    'POST /api/customer/auth/logout': { auth: 'customer', as: 'new customer' },
    'DELETE /api/customer/data': { auth: 'customer', as: 'new customer' },
    'GET /api/customer/wallet': { auth: 'customer', ignoresQuery: NO_QUERY },
    'GET /api/customer/wallet/history': {
      auth: 'customer',
      query: { valid: { page: '1', limit: '10' }, accepts: [optionalQuery(['page', 'limit']), pageQuery] },
    },
    'POST /api/customer/vouchers/:id/confirm': {
      auth: 'customer',
      params: { id: () => fx.customerVoucherId },
    },
    'GET /api/customer/payouts': { auth: 'customer', ignoresQuery: NO_QUERY },
    'POST /api/customer/payouts': {
      auth: 'customer',
      headers: { 'idempotency-key': 'sweep-payout' },
      bodies: [{ label: 'json', valid: () => ({ amount: 5_000, cardNumber: GOOD_CARD }) }],
    },
    'POST /api/customer/pay-codes': {
      auth: 'customer',
      bodies: [
        {
          label: 'json',
          valid: () => ({ amount: 1_000 }),
          accepts: [{ fields: ['amount'], names: ['42'], why: 'a whole number of coins' }],
        },
      ],
    },
    'POST /api/business/coin-payments': {
      auth: 'business',
      before: freshPayCode,
      bodies: [
        {
          label: 'json',
          valid: () => ({ code: fx.payCode || '000000', amount: 1_000 }),
          accepts: [{ fields: ['amount'], names: ['42'], why: 'a whole number of coins' }],
        },
      ],
    },
    'POST /api/public/vouchers/:token/confirm': { auth: 'public', params: { token: () => fx.voucherToken } },
    'GET /api/public/review/:code': { auth: 'public', params: { code: () => fx.requestCode }, ignoresQuery: NO_QUERY },
    'POST /api/public/review/:code/:site': {
      auth: 'public',
      // business A links its Google Maps page, so the valid click has somewhere to go
      before: async () => {
        const links = { google: 'https://maps.google.com/?cid=42', yandex: null, twogis: null };
        await call(t.app, 'PUT', '/api/business/update', { token: fx.a.token, body: { reviewLinks: links } });
      },
      params: { code: () => fx.requestCode, site: () => 'google' },
    },
    'GET /api/public/stop/:code': { auth: 'public', params: { code: () => fx.requestCode }, ignoresQuery: NO_QUERY },
    'POST /api/public/stop/:code': { auth: 'public', params: { code: () => fx.requestCode } },
    // after the stop above: the customer of the sweep's request gets requests again
    'POST /api/public/stop/:code/resume': { auth: 'public', params: { code: () => fx.requestCode } },
    'GET /api/customer/surveys': { auth: 'customer', ignoresQuery: NO_QUERY },
    'PUT /api/customer/surveys': {
      auth: 'customer',
      bodies: [
        {
          label: 'json',
          valid: () => ({ stopped: false }),
          accepts: [{ fields: ['stopped'], names: ['true'], why: 'stopped is a boolean' }],
        },
      ],
    },
    'GET /api/dev/outbox': {
      auth: 'public',
      query: {
        valid: { phone: '998901234567', chatId: '4242', endpoint: 'https://push.example.net/send/abc' },
        accepts: [
          { fields: ['phone'], names: LEFT_OUT, why: 'without a phone the sandbox outbox lists every message' },
          {
            fields: ['chatId'],
            kinds: [...FREE_TEXT, 'number'],
            names: [...LEFT_OUT, "''", 'spaces', 'null', 'true', '42'],
            why: 'a bot chat to filter by, any text up to 100 characters: matching nothing lists nothing',
          },
          {
            fields: ['endpoint'],
            kinds: [...FREE_TEXT, 'number'],
            names: [...LEFT_OUT, "''", 'spaces', 'null', 'true', '42'],
            why: 'a push endpoint to filter by, any text up to 1000 characters: matching nothing lists nothing',
          },
        ],
      },
    },
    'GET /uploads/*': {
      auth: 'public',
      files: { valid: () => fx.logo.replace('/uploads/', '') },
      ignoresQuery: STATIC,
    },
    'GET /api/docs': { auth: 'public', ignoresQuery: STATIC },
    'GET /api/docs/json': { auth: 'public', ignoresQuery: STATIC },
    'GET /api/docs/yaml': { auth: 'public', ignoresQuery: STATIC },
    'GET /api/docs/static/index.html': { auth: 'public', ignoresQuery: STATIC },
    'GET /api/docs/static/swagger-initializer.js': { auth: 'public', ignoresQuery: STATIC },
    'GET /api/docs/static/*': { auth: 'public', files: { valid: () => 'swagger-ui.css' }, ignoresQuery: STATIC },
    // @fastify/cors's preflight route (plugins/security-headers.ts): an empty 204 under /api, 404 elsewhere.
    'OPTIONS *': {
      auth: 'public',
      files: { valid: () => '/api/health' },
      ignoresQuery: 'a preflight reads no query string',
    },
  };

  it('every route the app registers has sweep cases, and every sweep names a registered route', () => {
    const routes = new Set(registered.filter((r) => r.method !== 'HEAD').map((r) => `${r.method} ${r.url}`));
    expect([...routes].filter((r) => !(r in catalogue))).toEqual([]);
    expect(Object.keys(catalogue).filter((r) => !routes.has(r))).toEqual([]);
  });

  it("owner B can neither read nor change owner A's forms, responses, vouchers or payments", async () => {
    const problems: string[] = [];
    const asB = async (label: string, method: string, url: string, body: unknown, accepted: string | null = null) => {
      const request: Request = { method, url, headers: { authorization: `Bearer ${fx.b.token}` } };
      if (body !== undefined)
        Object.assign(request, {
          payload: JSON.stringify(body),
          headers: { ...request.headers, 'content-type': 'application/json' },
        });
      const problem = await check(`B: ${label}`, request, accepted, fx.secrets);
      if (problem) problems.push(problem);
    };
    const before = await call(t.app, 'GET', '/api/business', { token: fx.a.token });
    await asB("reads A's form", 'GET', `/api/forms/${fx.form._id}`, undefined);
    await asB("edits A's form", 'PATCH', `/api/forms/${fx.form._id}`, { title: 'B was here', questions: [] });
    await asB("deletes A's form", 'DELETE', `/api/forms/${fx.form._id}`, undefined);
    await asB("reads A's response", 'GET', `/api/responses/${fx.responseId}`, undefined);
    await asB("texts A's customer the survey link again", 'POST', `/api/responses/${fx.responseId}/resend`, undefined);
    await asB("sends a request on A's form", 'POST', `/api/responses/${fx.form._id}`, {
      phone: uniquePhone(),
      typeMotive: 'coin',
      coin: 1000,
    });
    await asB("texts A's customer a voucher link", 'POST', '/api/vouchers/sendConfirm', { voucherId: fx.voucherId });
    await asB("redeems A's confirmed voucher", 'POST', '/api/vouchers/confirm', { voucherId: fx.redeemVoucherId });
    await asB("confirms A's top-up with A's OTP", 'POST', '/api/payment/uzcard/confirmTransaction', {
      transactionId: fx.txId,
      otp: fx.otp,
    });
    const own = 'B sees only its own (empty) data';
    await asB(
      "filters responses by A's form",
      'GET',
      `/api/responses?form=${fx.form._id}`,
      undefined,
      `${own}: a filter by another business's form lists nothing`,
    );
    for (const url of [
      '/api/forms',
      '/api/responses',
      `/api/vouchers?search=${fx.voucherCode}`,
      '/api/vouchers',
      '/api/payment/uzcard/myPayments',
      '/api/business/clients',
      '/api/stats',
      '/api/stats/answers',
    ]) {
      await asB(`lists ${url}`, 'GET', url, undefined, own);
    }
    expect(problems).toEqual([]);

    // Nothing of A changed: the form, the voucher, the pending top-up and the balance are as they were.
    const form = await call(t.app, 'GET', `/api/forms/${fx.form._id}`, { token: fx.a.token });
    expect(form.body.data.title).toBe('A-maxfiy-forma');
    const vouchers = (await call(t.app, 'GET', '/api/vouchers', { token: fx.a.token })).body.data.responses;
    expect(vouchers.map((v: { isRedeemed: boolean }) => v.isRedeemed)).toEqual([false, false]);
    const payments = await call(t.app, 'GET', '/api/payment/uzcard/myPayments?status=pending', { token: fx.a.token });
    expect(payments.body.data.transactions.map((p: { _id: string }) => p._id)).toEqual([fx.txId]);
    expect((await call(t.app, 'GET', '/api/business', { token: fx.a.token })).body.data.coin).toBe(
      before.body.data.coin,
    );
  });

  it.each(Object.keys(catalogue))('%s', async (route) => {
    const [method, path] = route.split(' ');
    expect(await sweepRoute(method, path, catalogue[route])).toEqual([]);
  });
});
