// Data for public.test.ts, made through the real API the way a business does it.
import assert from 'node:assert/strict';
import { apiCall, uniquePhone } from '../lib/api';

export interface Owner {
  base: string;
  token: string;
  phone: string;
}

export interface PublicForm {
  _id: string;
  shareCode: string;
  questions: { _id: string; text: string }[];
}

async function ok<T = any>(
  owner: Pick<Owner, 'base'> & { token?: string },
  method: string,
  path: string,
  body?: unknown,
) {
  const res = await apiCall<{ data: T }>(owner.base, method, path, body, owner.token);
  assert.ok(res.status >= 200 && res.status < 300, `${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

async function outbox(base: string, phone: string): Promise<{ text: string }[]> {
  return (await ok({ base }, 'GET', `/dev/outbox?phone=${phone}`)).messages;
}

/** The newest message to `phone` that `match`es, waiting a little: messages leave through a sender loop. */
export async function awaitMessage(
  base: string,
  phone: string,
  match: (text: string) => boolean,
): Promise<string | undefined> {
  for (let i = 0; i < 50; i++) {
    const found = (await outbox(base, phone)).filter((m) => match(m.text)).at(-1);
    if (found) return found.text;
    await new Promise((r) => setTimeout(r, 100));
  }
  return undefined;
}

/** Registers a new phone (or the one given) and creates its business. */
export async function ownerWithBusiness(
  base: string,
  name = 'Choyxona Navro‘z',
  phone = uniquePhone(),
): Promise<Owner> {
  const auth = await ok({ base }, 'POST', '/auth/register', {
    phone,
    password: 'secret123',
    check_password: 'secret123',
  });
  const owner: Owner = { base, token: auth.token, phone };
  await ok(owner, 'POST', '/business', { name, phone: `+${phone}`, category: 1, description: 'Milliy taomlar' });
  return owner;
}

/** Registers an owner with a business and a form, and tops the balance up by sandbox card + SMS OTP. */
export async function ownerWithForm(base: string, phone = uniquePhone()): Promise<{ owner: Owner; form: PublicForm }> {
  const owner = await ownerWithBusiness(base, undefined, phone);
  const form = await ok<PublicForm>(owner, 'POST', '/forms', {
    title: 'Mehmon fikri',
    description: '',
    questions: [
      { type: 'text', text: 'Nima yoqdi?', required: false, options: [] },
      { type: 'choice', text: 'Qaysi taom?', required: true, options: ['Osh', 'Somsa'] },
      { type: 'number', text: 'Xizmat sifati', required: true, min: 1, max: 5, options: [] },
      { type: 'number', text: 'Tavsiya qilasizmi?', required: false, min: 0, max: 10, options: [] },
    ],
  });
  const { result } = await ok(owner, 'POST', '/payment/uzcard/createTransaction', {
    amount: 200000,
    cardNumber: '8600000000000001',
    expireDate: '3012',
  });
  const otp = (await awaitMessage(base, owner.phone, (text) => /kodi: \d{6}\b/.test(text)))?.match(
    /kodi: (\d{6})\b/,
  )?.[1];
  assert.ok(otp, 'the top-up OTP is in the outbox');
  await ok(owner, 'POST', '/payment/uzcard/confirmTransaction', { transactionId: result.transactionId, otp });
  return { owner, form };
}

/** A survey request to a new customer (for a branch, if given); returns the customer's phone and the SMS link's code. */
export async function surveyRequest(
  owner: Owner,
  formId: string,
  reward: ({ coin: number } | { voucher: number }) & { branchId?: string },
  customer = uniquePhone(),
) {
  const branch = reward.branchId ? { branchId: reward.branchId } : {};
  const body =
    'coin' in reward
      ? { phone: customer, ...branch, typeMotive: 'coin', coin: reward.coin }
      : {
          phone: customer,
          ...branch,
          typeMotive: 'voucher',
          voucher: { amount: reward.voucher, description: 'Keyingi tashrif uchun', duration: 30 },
        };
  const { response } = await ok(owner, 'POST', `/responses/${formId}`, body);
  const sms = await awaitMessage(owner.base, customer, (text) => text.includes(`/form/${response.uniqueCode}`));
  assert.ok(sms, 'the SMS link carries the response code');
  return {
    customer,
    code: response.uniqueCode as string,
    responseId: response._id as string,
    link: sms.match(/https?:\/\/\S+\/form\/[\w-]+/)![0],
  };
}

/**
 * The customer's answer to the survey request `code` of `form` (one of ownerWithForm's), sent through the API as the
 * public page would: the choice and the 1–5 scale, with the rating, a review and public or private.
 */
export async function answerRequest(
  base: string,
  form: PublicForm,
  code: string,
  { rating = 5, review = '', isPublic = true }: { rating?: number; review?: string; isPublic?: boolean } = {},
) {
  const [, choice, scale] = form.questions;
  await ok({ base }, 'POST', `/responses/${code}/submit`, {
    answers: [
      { question: choice._id, value: 'Osh' },
      { question: scale._id, value: String(rating) },
    ],
    rating,
    review,
    isPublic,
  });
}

export async function responseOf(owner: Owner, id: string) {
  return (await ok(owner, 'GET', `/responses/${id}`)).response;
}

export async function voucherOf(owner: Owner, customer: string) {
  const { responses } = await ok(owner, 'GET', '/vouchers?page=1&limit=50');
  const voucher = responses.find((v: { user: { phone: string } | null }) => v.user?.phone === customer);
  assert.ok(voucher, 'the customer got a voucher');
  return voucher as { _id: string; code: string; userConfirm: boolean };
}

/** The business asks the customer to confirm the voucher; returns the token of the SMS link. */
export async function voucherConfirmToken(owner: Owner, customer: string): Promise<string> {
  await ok(owner, 'POST', '/vouchers/sendConfirm', { voucherId: (await voucherOf(owner, customer))._id });
  const sms = await awaitMessage(owner.base, customer, (text) => text.includes('/voucher/'));
  const token = sms?.match(/\/voucher\/([\w-]+)/)?.[1];
  assert.ok(token, 'the voucher confirmation link is in the outbox');
  return token;
}

export async function completedCount(owner: Owner, formId: string): Promise<number> {
  const { pagination } = await ok(owner, 'GET', `/responses?form=${formId}&status=completed&page=1&limit=10`);
  return pagination.total;
}

/**
 * A customer who earned `coin` from a new owner's survey (answered through the API) and signed in to the wallet
 * with the SMS code: the owner, the form, the customer's phone and wallet token.
 */
export async function rewardedCustomer(base: string, coin: number) {
  const { owner, form } = await ownerWithForm(base);
  const { code, customer } = await surveyRequest(owner, form._id, { coin });
  await answerRequest(base, form, code, { isPublic: false });
  await ok({ base }, 'POST', '/customer/auth/code', { phone: customer });
  const sms = await awaitMessage(base, customer, (text) => /kirish kodi \d{6}/.test(text));
  const signInCode = sms?.match(/kirish kodi (\d{6})/)?.[1];
  const { token } = await ok({ base }, 'POST', '/customer/auth/verify', { phone: customer, code: signInCode });
  return { owner, form, customer, customerToken: token as string };
}
