import { formatPhoneInput, normalizePhone } from '../schemas/phone';

/** '998901234567' → '+998 90 123-45-67'; anything that is not a phone is returned as given. */
export function formatPhone(phone: string | null | undefined): string {
  const normalized = normalizePhone(phone);
  return normalized ? formatPhoneInput(normalized) : (phone ?? '');
}
