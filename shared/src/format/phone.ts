const PHONE_CHARS = /^\+?[\d\s\-()]+$/;

/**
 * Canonical phone: 12 digits '998XXXXXXXXX'. Accepts '+998 90 123-45-67', '998901234567'
 * and a local 9-digit '901234567' (prefixed with 998). Anything else → null.
 */
export function normalizePhone(input: unknown): string | null {
  if (typeof input !== 'string' && typeof input !== 'number') return null;
  const raw = String(input).trim();
  if (!PHONE_CHARS.test(raw)) return null;
  const digits = raw.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('998')) return digits;
  if (digits.length === 9 && !raw.startsWith('+')) return `998${digits}`;
  return null;
}

/** Register phone input: drops spaces and every character other than digits and '+'. */
export function sanitizePhoneInput(raw: string): string {
  return raw.replace(/[^\d+]/g, '');
}

/** Input of the full-number mode of the request dialog: '+998 XX XXX-XX-XX', at most 17 characters. */
export const PHONE_INPUT_MAX_LENGTH = 17;

/** Progressive '+998 XX XXX-XX-XX' formatting of whatever the user typed. */
export function formatPhoneInput(raw: string): string {
  let digits = raw.replace(/\D/g, '');
  if (digits === '') return '';
  if (!digits.startsWith('998')) digits = '998'.startsWith(digits) ? digits : `998${digits}`;
  digits = digits.slice(0, 12);
  const rest = digits.slice(3);
  let out = `+${digits.slice(0, 3)}`;
  if (rest.length > 0) out += ` ${rest.slice(0, 2)}`;
  if (rest.length > 2) out += ` ${rest.slice(2, 5)}`;
  if (rest.length > 5) out += `-${rest.slice(5, 7)}`;
  if (rest.length > 7) out += `-${rest.slice(7, 9)}`;
  return out.slice(0, PHONE_INPUT_MAX_LENGTH);
}

/** Full-number mode is valid only with 12 digits starting with 998. */
export function isValidFullPhone(value: string): boolean {
  return /^998\d{9}$/.test(value.replace(/\D/g, ''));
}

/** '998901234567' → '+998 90 123-45-67'; anything that is not a phone is returned as given. */
export function formatPhone(phone: string | null | undefined): string {
  const normalized = normalizePhone(phone);
  return normalized ? formatPhoneInput(normalized) : (phone ?? '');
}
