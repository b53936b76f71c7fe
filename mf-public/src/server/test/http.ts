// Plain HTTP calls and the business's side of the product, made through the API's JSON routes as the console
// makes them (the public server's tests import nothing of the API).

export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Record<string, string>;
  /** Every Set-Cookie of the answer. */
  cookies: string[];
}

/** `base` + `url` over HTTP without following redirects; JSON bodies parsed, anything else kept as text. */
export async function call<T = any>(
  base: string,
  method: string,
  url: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const json = options.body !== undefined && typeof options.body !== 'string';
  if (json) headers['content-type'] ??= 'application/json';
  const res = await fetch(`${base}${url}`, {
    method,
    headers,
    body: json ? JSON.stringify(options.body) : (options.body as string | undefined),
    redirect: 'manual',
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // a page
  }
  return {
    status: res.status,
    body: body as T,
    headers: Object.fromEntries(res.headers),
    cookies: res.headers.getSetCookie(),
  };
}

let lastPhone = Math.floor(Math.random() * 1e7);

/** A phone not used before in this test file: 998 9X XXX XX XX. */
export function uniquePhone(): string {
  lastPhone = (lastPhone + 1) % 1e8;
  return `9989${String(lastPhone).padStart(8, '0')}`;
}

export interface Owner {
  token: string;
  phone: string;
}

async function ok(api: string, method: string, url: string, options: Parameters<typeof call>[3] = {}) {
  const res = await call(api, method, url, options);
  if (res.status < 200 || res.status > 299)
    throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

export async function ownerWithBusiness(api: string): Promise<Owner> {
  const phone = uniquePhone();
  const password = 'Maxfiy-parol-1';
  const { token } = await ok(api, 'POST', '/api/auth/register', {
    body: { phone, password, check_password: password },
  });
  await ok(api, 'POST', '/api/business', {
    token,
    body: { name: 'Rayhon', phone: `+${phone}`, category: 2, region: 1, district: 2, address: 'Amir Temur 1' },
  });
  return { token, phone };
}

async function outbox(api: string, phone: string): Promise<Array<{ text: string }>> {
  return (await ok(api, 'GET', `/api/dev/outbox?phone=${phone}`)).messages;
}

async function fromOutbox(api: string, phone: string, pattern: RegExp): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const found = (await outbox(api, phone)).map((m) => pattern.exec(m.text)?.[1]).find(Boolean);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no ${pattern} in the outbox of ${phone}`);
}

/** The business's balance topped up the real way: sandbox card, OTP from the outbox. */
export async function topUp(api: string, owner: Owner, amount: number): Promise<void> {
  const created = await ok(api, 'POST', '/api/payment/uzcard/createTransaction', {
    token: owner.token,
    body: { amount, cardNumber: '8600000000000001', expireDate: '3012' },
  });
  const otp = await fromOutbox(api, owner.phone, new RegExp(`\\b${amount} so'm .*kodi: (\\d{6})\\b`));
  await ok(api, 'POST', '/api/payment/uzcard/confirmTransaction', {
    token: owner.token,
    body: { transactionId: created.result.transactionId, otp },
  });
}

export interface Form {
  _id: string;
  shareCode: string;
  questions: Array<{ _id: string; type: string; text: string; options: string[] }>;
}

export async function createForm(api: string, owner: Owner): Promise<Form> {
  return ok(api, 'POST', '/api/forms', {
    token: owner.token,
    body: {
      title: 'Fikr-mulohaza',
      description: 'Tavsif',
      questions: [
        { type: 'text', text: 'Nima yoqdi?', required: false },
        { type: 'choice', text: 'Xizmat qanday?', required: true, options: ['Yaxshi', "O'rtacha", 'Yomon'] },
        { type: 'number', text: 'Baholang', required: true, min: 1, max: 5 },
      ],
    },
  });
}

/** A survey request: its code (the SMS link's) and the response's id. */
export async function sendRequest(
  api: string,
  owner: Owner,
  form: Form,
  reward: Record<string, unknown>,
  phone = uniquePhone(),
) {
  const { response } = await ok(api, 'POST', `/api/responses/${form._id}`, {
    token: owner.token,
    body: { phone, ...reward },
  });
  return { code: response.uniqueCode as string, id: response._id as string };
}

/** Answers for createForm's questions: the free text, the choice and the number. */
export function answersFor(form: Form, choice = 'Yaxshi', rating = '5') {
  const [text, choiceQ, numberQ] = form.questions;
  return [
    { question: text._id, value: 'Osh mazali' },
    { question: choiceQ._id, value: choice },
    { question: numberQ._id, value: rating },
  ];
}

/** A response as its business sees it. */
export async function responseOf(api: string, owner: Owner, id: string) {
  return (await ok(api, 'GET', `/api/responses/${id}`, { token: owner.token })).response as {
    status: string;
    rating?: number;
    customer: { name?: string };
    isPublic: boolean;
  };
}

/** How many of the form's responses are completed. */
export async function completedCount(api: string, owner: Owner, form: Form): Promise<number> {
  const data = await ok(api, 'GET', `/api/responses?form=${form._id}&status=completed`, { token: owner.token });
  return data.pagination.total;
}

/** A customer who answered one survey request of the owner's form with `reward`. */
export async function answerSurvey(
  api: string,
  owner: Owner,
  form: Form,
  phone: string,
  reward: Record<string, unknown>,
) {
  const { code } = await sendRequest(api, owner, form, reward, phone);
  await ok(api, 'POST', `/api/responses/${code}/submit`, {
    body: { answers: answersFor(form), rating: 5, review: '', isPublic: true },
  });
}

/** The wallet's sign-in code from the newest SMS to `phone`. */
export function customerCode(api: string, phone: string): Promise<string> {
  return fromOutbox(api, phone, /(?:kodi|код входа в кошелёк|code is) (\d{6})/);
}

/** The code of the newest reply page (/reply/{code}) texted to `phone`. */
export function replyCode(api: string, phone: string): Promise<string> {
  return fromOutbox(api, phone, /\/reply\/([\w-]+)/);
}
