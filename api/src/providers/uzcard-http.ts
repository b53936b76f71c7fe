import { CARD_CODES, type CardProvider } from './types';

export interface UzcardOptions {
  baseUrl: string;
  login: string;
  password: string;
  serviceId: string;
}

interface GatewayAnswer {
  result?: { session?: string | number; otpSentPhone?: string; transferId?: string | number } | null;
  error?: { errorCode?: number | string; errorMessage?: string } | null;
}

/**
 * HTTP client of an Uzcard-style gateway (myuzcard "payment without registration"):
 * POST {base}/Payment/paymentWithoutRegistration → { result: { session, otpSentPhone } } and
 * POST {base}/Payment/confirmPayment { session, otp }; payouts POST {base}/Payment/payoutToCard
 * { serviceId, cardNumber, amount, extraId } with the payout id as Idempotency-Key → { result: { transferId } };
 * failures carry error.errorCode (-2, -116, …, -206), and -100/-101 or no answer are temporary.
 */
export function uzcardHttp(options: UzcardOptions, fetchImpl: typeof fetch = fetch): CardProvider {
  const auth = `Basic ${Buffer.from(`${options.login}:${options.password}`).toString('base64')}`;

  async function call(
    path: string,
    body: unknown,
    extra: { headers?: Record<string, string>; signal?: AbortSignal } = {},
  ): Promise<GatewayAnswer> {
    try {
      const timeout = AbortSignal.timeout(30_000);
      const res = await fetchImpl(`${options.baseUrl}${path}`, {
        method: 'POST',
        headers: { authorization: auth, 'content-type': 'application/json', ...extra.headers },
        body: JSON.stringify(body),
        signal: extra.signal ? AbortSignal.any([timeout, extra.signal]) : timeout,
      });
      return (await res.json()) as GatewayAnswer;
    } catch {
      return { error: { errorCode: CARD_CODES.temporary } };
    }
  }

  const codeOf = (answer: GatewayAnswer) =>
    Number(answer.error?.errorCode ?? CARD_CODES.technical) || CARD_CODES.technical;

  return {
    kind: 'uzcard',
    name: 'uzcard',
    async createTransaction({ transactionId, amount, cardNumber, expireDate }) {
      const answer = await call('/Payment/paymentWithoutRegistration', {
        serviceId: Number(options.serviceId),
        cardNumber,
        expireDate,
        amount,
        extraId: transactionId,
      });
      if (answer.error || answer.result?.session === undefined) return { ok: false, code: codeOf(answer) };
      return { ok: true, providerRef: String(answer.result.session), otpSentPhone: answer.result.otpSentPhone ?? '' };
    },
    async confirmTransaction({ providerRef, otp }) {
      const answer = await call('/Payment/confirmPayment', { session: Number(providerRef), otp });
      if (!answer.error) return { ok: true };
      const code = codeOf(answer);
      return { ok: false, code, retry: code === CARD_CODES.wrongOtp };
    },
    async payout({ payoutId, amount, cardNumber, signal }) {
      const answer = await call(
        '/Payment/payoutToCard',
        { serviceId: Number(options.serviceId), cardNumber, amount, extraId: payoutId },
        { headers: { 'idempotency-key': payoutId }, signal },
      );
      if (!answer.error && answer.result) {
        const ref = answer.result.transferId;
        return { ok: true, providerRef: ref === undefined ? null : String(ref) };
      }
      const code = codeOf(answer);
      return { ok: false, code, retry: code === CARD_CODES.temporary || code === CARD_CODES.technical };
    },
  };
}
