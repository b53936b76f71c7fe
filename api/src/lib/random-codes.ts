import { randomBytes, randomInt } from 'node:crypto';

/** Unguessable URL-safe token: 16 bytes → 22 characters (128 bits). */
export function urlToken(bytes = 16): string {
  return randomBytes(bytes).toString('base64url');
}

const VOUCHER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 8 uppercase characters a cashier can read out (no 0/O, 1/I). */
export function voucherCode(): string {
  let out = '';
  for (let i = 0; i < 8; i++) out += VOUCHER_ALPHABET[randomInt(VOUCHER_ALPHABET.length)];
  return out;
}

export function otpCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids in URLs and bodies are checked before they reach a uuid column (else the database would fail). */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_RE.test(value);
}
