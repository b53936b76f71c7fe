import { call, uniquePhone, type Target } from './harness';

export interface Owner {
  token: string;
  phone: string;
  userId: string;
}

export async function registerOwner(
  app: Target,
  phone = uniquePhone(),
  password = 'Maxfiy-parol-1',
  ip?: string,
): Promise<Owner> {
  const res = await call(app, 'POST', '/api/auth/register', {
    body: { phone, password, check_password: password },
    ip,
  });
  if (res.status !== 201) throw new Error(`register failed: ${JSON.stringify(res.body)}`);
  return { token: res.body.data.token, phone, userId: res.body.data.user._id };
}

/** The code that proves `phone`, from its newest phone-code SMS in the sandbox outbox. */
export async function phoneCodeOf(app: Target, phone: string): Promise<string> {
  return awaitMessage(app, phone, /telefon raqamingizni tasdiqlash kodi (\d{6})/);
}

/** Proves the account's phone the way its owner does: a code by SMS, read from the outbox, sent back. */
export async function provePhone(app: Target, who: Owner): Promise<void> {
  const sent = await call(app, 'POST', '/api/auth/phone/code', { token: who.token });
  if (sent.status !== 200) throw new Error(`phone code failed: ${JSON.stringify(sent.body)}`);
  const code = await phoneCodeOf(app, who.phone);
  const proved = await call(app, 'POST', '/api/auth/phone/verify', { token: who.token, body: { code } });
  if (proved.status !== 200) throw new Error(`phone verify failed: ${JSON.stringify(proved.body)}`);
}

/** A registered user who proved their phone (a team member, an operator, a till that takes coins). */
export async function registerProven(app: Target, phone = uniquePhone()): Promise<Owner> {
  const user = await registerOwner(app, phone);
  await provePhone(app, user);
  return user;
}

export const businessBody = (phone: string) => ({
  name: 'Rayhon',
  phone: `+${phone}`,
  category: 2,
  region: 1,
  district: 2,
  address: 'Amir Temur 1',
  description: 'Milliy taomlar',
});

/** An owner with a business whose phone is the owner's (payment OTPs go there). */
export async function ownerWithBusiness(app: Target, ip?: string): Promise<Owner & { businessId: string }> {
  const owner = await registerOwner(app, uniquePhone(), 'Maxfiy-parol-1', ip);
  const res = await call(app, 'POST', '/api/business', { token: owner.token, body: businessBody(owner.phone) });
  if (res.status !== 201) throw new Error(`business failed: ${JSON.stringify(res.body)}`);
  return { ...owner, businessId: res.body.data._id };
}

export interface OutboxMessage {
  channel: 'sms' | 'telegram' | 'push';
  phone: string;
  endpoint: string | null;
  text: string;
  createdAt: string;
  /** Set while the message is held for the morning (quiet hours): not sent yet. */
  scheduledFor: string | null;
}

export async function outbox(app: Target, phone: string): Promise<OutboxMessage[]> {
  const res = await call(app, 'GET', `/api/dev/outbox?phone=${phone}`);
  if (res.status !== 200) throw new Error(`outbox failed: ${JSON.stringify(res.body)}`);
  return res.body.data.messages;
}

/**
 * The first capture of `pattern` in the newest message to `phone` that matches it, waiting up to `waitMs` as the
 * recipient would: the message may still be on its way (being sent by the outbox loop on a busy machine, or, after
 * a kill -9, waiting out the dead instance's outbox lease).
 */
export async function awaitMessage(app: Target, phone: string, pattern: RegExp, waitMs = 20_000): Promise<string> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const found = (await outbox(app, phone)).map((m) => pattern.exec(m.text)?.[1]).find(Boolean);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no message matching ${pattern} to ${phone} in the outbox`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * The OTP of the `amount` so'm top-up, from its SMS to `phone`. Matching by amount: the newest OTP may be an older
 * top-up's while this one's SMS is still on its way.
 */
export async function otpFor(app: Target, phone: string, amount: number, waitMs = 20_000): Promise<string> {
  return awaitMessage(app, phone, new RegExp(`\\b${amount} so'm .*kodi: (\\d{6})\\b`), waitMs);
}

export const GOOD_CARD = '8600000000000001';
export const FUTURE_EXPIRY = '3012';

/** Gives the business balance the real way: sandbox card top-up, OTP read from the outbox. */
export async function topUp(app: Target, owner: Owner, amount: number): Promise<void> {
  const created = await call(app, 'POST', '/api/payment/uzcard/createTransaction', {
    token: owner.token,
    body: { amount, cardNumber: GOOD_CARD, expireDate: FUTURE_EXPIRY },
  });
  if (created.status !== 200) throw new Error(`createTransaction failed: ${JSON.stringify(created.body)}`);
  const otp = await otpFor(app, owner.phone, amount);
  const confirmed = await call(app, 'POST', '/api/payment/uzcard/confirmTransaction', {
    token: owner.token,
    body: { transactionId: created.body.data.result.transactionId, otp },
  });
  if (confirmed.status !== 200) throw new Error(`confirmTransaction failed: ${JSON.stringify(confirmed.body)}`);
}

export const sampleQuestions = [
  { type: 'text', text: 'Nima yoqdi?', required: false },
  { type: 'choice', text: 'Xizmat qanday?', required: true, options: ['Yaxshi', "O'rtacha", 'Yomon'] },
  { type: 'number', text: 'Baholang', required: true, min: 1, max: 5 },
];

export async function createForm(app: Target, owner: Owner, title = 'Fikr-mulohaza') {
  const res = await call(app, 'POST', '/api/forms', {
    token: owner.token,
    body: { title, description: 'Tavsif', questions: sampleQuestions },
  });
  if (res.status !== 201) throw new Error(`form failed: ${JSON.stringify(res.body)}`);
  return res.body.data as {
    _id: string;
    shareCode: string;
    questions: Array<{ _id: string; type: string; text: string; options: string[] }>;
  };
}

export async function sendRequest(app: Target, owner: Owner, formId: string, body: Record<string, unknown>) {
  return call(app, 'POST', `/api/responses/${formId}`, { token: owner.token, body });
}

/** The request code from the newest SMS link sent to `phone`. */
export async function linkCode(app: Target, phone: string): Promise<string> {
  return awaitMessage(app, phone, /\/form\/([\w-]+)/);
}

/** Answers for sampleQuestions: choice + number (required) and the free text. */
export function answersFor(form: { questions: Array<{ _id: string }> }, choice = 'Yaxshi', rating = '5') {
  const [text, choiceQ, numberQ] = form.questions;
  return [
    { question: text._id, value: 'Osh mazali' },
    { question: choiceQ._id, value: choice },
    { question: numberQ._id, value: rating },
  ];
}

/** The wallet's sign-in code from the newest SMS to `phone`. */
export async function customerCode(app: Target, phone: string): Promise<string> {
  return awaitMessage(app, phone, /(?:kodi|код входа в кошелёк|code is) (\d{6})/);
}

/** A customer signed in to the wallet the real way: code by SMS, read from the sandbox outbox. */
export async function signInCustomer(app: Target, phone: string): Promise<string> {
  const sent = await call(app, 'POST', '/api/customer/auth/code', { body: { phone } });
  if (sent.status !== 200) throw new Error(`code failed: ${JSON.stringify(sent.body)}`);
  const verified = await call(app, 'POST', '/api/customer/auth/verify', {
    body: { phone, code: await customerCode(app, phone) },
  });
  if (verified.status !== 200) throw new Error(`verify failed: ${JSON.stringify(verified.body)}`);
  return verified.body.data.token;
}

/** A customer who answered one survey request with `reward` (coin or voucher) of the owner's form. */
export async function answerSurvey(
  app: Target,
  owner: Owner,
  form: { _id: string; questions: Array<{ _id: string }> },
  phone: string,
  reward: Record<string, unknown>,
): Promise<void> {
  const sent = await sendRequest(app, owner, form._id, { phone, ...reward });
  if (sent.status !== 201) throw new Error(`request failed: ${JSON.stringify(sent.body)}`);
  const code = await linkCode(app, phone);
  const done = await call(app, 'POST', `/api/responses/${code}/submit`, {
    body: { answers: answersFor(form), rating: 5, review: '', isPublic: true },
  });
  if (done.status !== 200 && done.status !== 201) throw new Error(`submit failed: ${JSON.stringify(done.body)}`);
}
