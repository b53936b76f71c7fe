import { useSearchParams } from 'react-router-dom';
import { normalizePhone, sanitizePhoneInput } from '@fikr/shared';

/**
 * `?phone=` of the sign-in and sign-up pages (the invitation SMS links to /login?phone=998…): the number as the
 * field shows it ('+998901234567'), or '' without one.
 */
export function usePhoneFromQuery(): string {
  const [params] = useSearchParams();
  const raw = params.get('phone') ?? '';
  const phone = normalizePhone(raw);
  return phone ? `+${phone}` : sanitizePhoneInput(raw).slice(0, 17);
}

/** A link to the other auth page that carries the phone typed so far. */
export function withPhone(path: string, phone: string | undefined): string {
  return phone ? `${path}?phone=${encodeURIComponent(phone)}` : path;
}
