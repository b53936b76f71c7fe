// Seeds a running API through its own endpoints: owner, business, top-up (sandbox card + OTP from the outbox),
// a form, survey requests and some submitted answers.
import { json } from './lib';

export interface Seeded {
  token: string;
  formId: string;
  shareCode: string;
  waitingCode: string;
  answers: Array<{ question: string; value: string }>;
}

const questions = [
  { type: 'choice', text: 'Xizmat qanday?', required: true, options: ['Yaxshi', "O'rtacha", 'Yomon'] },
  { type: 'number', text: 'Baholang', required: true, min: 1, max: 5 },
  { type: 'text', text: 'Izoh', required: false },
];

export async function seedViaHttp(base: string, requests: number): Promise<Seeded> {
  const phone = `99893${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const { data: auth } = await json(`${base}/api/auth/register`, {
    method: 'POST',
    body: { phone, password: 'bench-pass', check_password: 'bench-pass' },
  });
  const token: string = auth.token;
  await json(`${base}/api/business`, { method: 'POST', token, body: { name: 'Bench', phone, category: 1 } });
  const { data: tx } = await json(`${base}/api/payment/uzcard/createTransaction`, {
    method: 'POST',
    token,
    body: { amount: 100_000_000, cardNumber: '8600000000000001', expireDate: '3012' },
  });
  const { data: box } = await json(`${base}/api/dev/outbox?phone=${phone}`);
  const otp = box.messages[0].text.match(/kodi: (\d{6})/)[1];
  await json(`${base}/api/payment/uzcard/confirmTransaction`, {
    method: 'POST',
    token,
    body: { transactionId: tx.result.transactionId, otp },
  });
  const { data: form } = await json(`${base}/api/forms`, {
    method: 'POST',
    token,
    body: { title: 'Bench forma', questions },
  });
  const answers = [
    { question: form.questions[0]._id, value: 'Yaxshi' },
    { question: form.questions[1]._id, value: '4' },
    { question: form.questions[2]._id, value: 'Hammasi yaxshi' },
  ];
  let waitingCode = '';
  for (let i = 0; i < requests; i++) {
    const customer = `99894${String(i % 700).padStart(7, '0')}`;
    const { data } = await json(`${base}/api/responses/${form._id}`, {
      method: 'POST',
      token,
      body: {
        phone: customer,
        typeMotive: i % 3 === 0 ? 'voucher' : 'coin',
        coin: 2_000,
        voucher: { amount: 20_000, description: 'Kofe', duration: 30 },
      },
    });
    if (i % 2 === 0) {
      await json(`${base}/api/responses/${data.response.uniqueCode}/submit`, {
        method: 'POST',
        body: { answers, rating: 1 + (i % 5), review: 'Zo‘r', isPublic: i % 5 !== 0 },
      });
    } else {
      waitingCode = data.response.uniqueCode;
    }
  }
  return { token, formId: form._id, shareCode: form.shareCode, waitingCode, answers };
}

/**
 * `count` fresh survey requests (waiting, coin reward), `parallel` at a time: a submit completes its request
 * once, so a submit benchmark needs one code per request or it measures the 409 of an already completed one.
 */
export async function waitingCodes(base: string, seeded: Seeded, count: number, parallel = 16): Promise<string[]> {
  const codes: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const customer = `99895${String(next++).padStart(7, '0')}`;
      const { data } = await json(`${base}/api/responses/${seeded.formId}`, {
        method: 'POST',
        token: seeded.token,
        body: { phone: customer, typeMotive: 'coin', coin: 1_000 },
      });
      codes.push(data.response.uniqueCode);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return codes;
}
