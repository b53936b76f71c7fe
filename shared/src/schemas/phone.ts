import { z } from './zod';
import { normalizePhone } from '../format/phone';

/** String → normalized '998XXXXXXXXX'; blank → 'validation.phoneRequired', bad → 'validation.phoneInvalid'. */
export const phoneSchema = z
  .string({ error: 'validation.phoneRequired' })
  .trim()
  .min(1, { error: 'validation.phoneRequired' })
  .transform((value, ctx) => {
    const phone = normalizePhone(value);
    if (phone) return phone;
    ctx.addIssue({ code: 'custom', message: 'validation.phoneInvalid' });
    return z.NEVER;
  });
