import { hasMessage } from '@fikr/shared/catalogue';

/** The text key of a processor code (the spec's card error texts); an unknown code has a generic text. */
export function cardErrorKey(code: number | null | undefined): string {
  const key = `payment.code.${code}`;
  return code !== null && code !== undefined && hasMessage(key) ? key : 'payment.code.unknown';
}
