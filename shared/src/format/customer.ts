import { formatPhone } from './phone';

/**
 * Who a list row is about: the name the customer gave ('Ismingiz'), else the formatted phone the request went
 * to, else ''. Never 'Anonim': that word belongs only where the privacy rule hides a response's content.
 */
export function customerLabel(customer: { name?: string | null; phone?: string | null } | null | undefined): string {
  const name = customer?.name?.trim();
  if (name) return name;
  return customer?.phone ? formatPhone(customer.phone) : '';
}

/** The phone under the name, when the label above is the name (not the phone itself). */
export function customerSubline(customer: { name?: string | null; phone?: string | null } | null | undefined): string {
  return customer?.name?.trim() && customer.phone ? formatPhone(customer.phone) : '';
}
