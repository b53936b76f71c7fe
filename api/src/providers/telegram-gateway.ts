import type { MessengerProvider } from './types';

export interface TelegramGatewayOptions {
  baseUrl: string;
  token: string;
}

/**
 * Telegram Gateway API (gatewayapi.telegram.org): delivers a numeric code to the Telegram account of a phone.
 * Reset passwords are numeric for this reason.
 */
export function telegramGateway(options: TelegramGatewayOptions, fetchImpl: typeof fetch = fetch): MessengerProvider {
  return {
    kind: 'telegram',
    async sendPassword(phone, password, sendOptions) {
      const res = await fetchImpl(`${options.baseUrl}/sendVerificationMessage`, {
        method: 'POST',
        headers: { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ phone_number: `+${phone}`, code: password }),
        signal: sendOptions?.signal,
      });
      const json = (await res.json().catch(() => ({}))) as { ok?: boolean; error?: string };
      if (!res.ok || json.ok === false) throw new Error(`telegram gateway refused: ${json.error ?? res.status}`);
    },
  };
}
