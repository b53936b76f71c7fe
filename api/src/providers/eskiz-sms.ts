import type { SendOptions, SmsProvider } from './types';

export interface EskizOptions {
  baseUrl: string;
  email: string;
  password: string;
  from: string;
}

/** Eskiz.uz SMS gateway: POST /auth/login for a bearer token, then POST /message/sms/send. */
export function eskizSms(options: EskizOptions, fetchImpl: typeof fetch = fetch): SmsProvider {
  let token: string | null = null;

  async function login(signal?: AbortSignal): Promise<string> {
    const body = new FormData();
    body.set('email', options.email);
    body.set('password', options.password);
    const res = await fetchImpl(`${options.baseUrl}/auth/login`, { method: 'POST', body, signal });
    const json = (await res.json()) as { data?: { token?: string } };
    if (!res.ok || !json.data?.token) throw new Error(`eskiz login failed with HTTP ${res.status}`);
    return json.data.token;
  }

  async function send(phone: string, text: string, signal?: AbortSignal, retried = false): Promise<void> {
    token ??= await login(signal);
    const body = new FormData();
    body.set('mobile_phone', phone);
    body.set('message', text);
    body.set('from', options.from);
    const res = await fetchImpl(`${options.baseUrl}/message/sms/send`, {
      method: 'POST',
      body,
      headers: { authorization: `Bearer ${token}` },
      signal,
    });
    if (res.status === 401 && !retried) {
      token = null;
      return send(phone, text, signal, true);
    }
    if (!res.ok) throw new Error(`eskiz send failed with HTTP ${res.status}`);
  }

  return { kind: 'eskiz', send: (phone, text, sendOptions?: SendOptions) => send(phone, text, sendOptions?.signal) };
}
