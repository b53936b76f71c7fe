import { CARD_CODES, type CardProvider } from './types';

export interface UzcardOptions {
  baseUrl: string;
  login: string;
  password: string;
  serviceId: string;
}

interface GatewayAnswer {
  result?: {
    session?: string | number;
    otpSentPhone?: string;
    transferId?: string | number;
    /** payoutStatus: paid, failed (with errorCode) or processing. */
    status?: string;
    errorCode?: number | string;
  } | null;
  error?: { errorCode?: number | string; errorMessage?: string } | null;
}

/**
 * HTTP client of an Uzcard-style gateway (myuzcard "payment without registration"):
 * POST {base}/Payment/paymentWithoutRegistration → { result: { session, otpSentPhone } } and
 * POST {base}/Payment/confirmPayment { session, otp }; payouts POST {base}/Payment/payoutToCard
 * { serviceId, cardNumber, amount, extraId } with the payout id as Idempotency-Key → { result: { transferId } };
 * POST {base}/Payment/payoutStatus { serviceId, extraId } → { result: { status: 'paid' | 'failed' | 'processing',
 * transferId?, errorCode? } } or error -2 (no such payout: never paid). Failures carry error.errorCode (-2, -116, …,
 * -206); -100/-101 are temporary; a top-up call without an answer is temporary, a payout call without one rejects
 * (its outcome is unknown).
 */
export function uzcardHttp(options: UzcardOptions, fetchImpl: typeof fetch = fetch): CardProvider {
  const auth = `Basic ${Buffer.from(`${options.login}:${options.password}`).toString('base64')}`;

  /** The gateway's answer; rejects when there is none (timeout, transport error) or it is not an answer. */
  async function post(
    path: string,
    body: unknown,
    extra: { headers?: Record<string, string>; signal?: AbortSignal } = {},
  ): Promise<GatewayAnswer> {
    const timeout = AbortSignal.timeout(30_000);
    const res = await fetchImpl(`${options.baseUrl}${path}`, {
      method: 'POST',
      headers: { authorization: auth, 'content-type': 'application/json', ...extra.headers },
      body: JSON.stringify(body),
      signal: extra.signal ? AbortSignal.any([timeout, extra.signal]) : timeout,
    });
    const answer = (await res.json()) as GatewayAnswer | null;
    if (!answer || typeof answer !== 'object' || (!answer.error && !answer.result))
      throw new Error(`unreadable answer from ${path} (HTTP ${res.status})`);
    return answer;
  }

  /** A top-up step: no answer is a temporary failure (the customer tries again; no money moved without the OTP). */
  async function call(path: string, body: unknown): Promise<GatewayAnswer> {
    try {
      return await post(path, body);
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
    // No answer rejects here: the job must not take a lost answer for a failure (the money may have gone out).
    async payout({ payoutId, amount, cardNumber, signal }) {
      const answer = await post(
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
    async payoutStatus({ payoutId, signal }) {
      const answer = await post(
        '/Payment/payoutStatus',
        { serviceId: Number(options.serviceId), extraId: payoutId },
        { signal },
      );
      if (answer.error) {
        const code = codeOf(answer);
        // The gateway's own trouble says nothing of the payout: ask again later.
        if (code === CARD_CODES.temporary || code === CARD_CODES.technical) return { status: 'unknown' };
        return { status: 'failed', code };
      }
      const { status, transferId } = answer.result ?? {};
      if (status === 'paid')
        return { status: 'paid', providerRef: transferId === undefined ? null : String(transferId) };
      if (status === 'failed') return { status: 'failed', code: codeOf({ error: answer.result }) };
      if (status === 'processing') return { status: 'unknown' };
      throw new Error(`unreadable payout status ${JSON.stringify(status)}`);
    },
  };
}
