import { z } from './zod';
import { phoneSchema } from './phone';

const passwordRequired = z
  .string({ error: 'validation.passwordRequired' })
  .min(1, { error: 'validation.passwordRequired' });

function bothFilled(value: unknown): boolean {
  const v = value as { password?: unknown; check_password?: unknown } | null;
  return typeof v?.password === 'string' && typeof v.check_password === 'string' && v.check_password !== '';
}

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const loginSchema = z.object({
  phone: phoneSchema,
  // Login checks only presence: accounts may predate the register length rule.
  password: passwordRequired.max(PASSWORD_MAX_LENGTH, { error: 'validation.passwordTooLong' }),
});

export const registerSchema = z
  .object({
    phone: phoneSchema,
    password: passwordRequired
      .min(PASSWORD_MIN_LENGTH, { error: 'validation.passwordTooShort' })
      .max(PASSWORD_MAX_LENGTH, { error: 'validation.passwordTooLong' }),
    check_password: z
      .string({ error: 'validation.checkPasswordRequired' })
      .min(1, { error: 'validation.checkPasswordRequired' }),
  })
  .refine((v) => v.password === v.check_password, {
    message: 'validation.passwordsMismatch',
    path: ['check_password'],
    // Also report the mismatch when another field (e.g. a short password) already failed.
    when: ({ value }) => bothFilled(value),
  });

export const resetPasswordSchema = z.object({ phone: phoneSchema });

/** How many digits the code that proves an account's phone has (POST /auth/phone/code). */
export const PHONE_CODE_LENGTH = 6;
/** POST /auth/phone/verify: the code the account's phone received (spaces and dashes as typed are dropped). */
export const phoneVerifySchema = z.object({
  code: z
    .string({ error: 'validation.codeLength' })
    .transform((v) => v.replace(/[\s-]/g, ''))
    .refine((v) => new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`).test(v), { error: 'validation.codeLength' }),
});

export type LoginInput = z.input<typeof loginSchema>;
export type LoginPayload = z.output<typeof loginSchema>;
export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterPayload = z.output<typeof registerSchema>;
export type ResetPasswordPayload = z.output<typeof resetPasswordSchema>;
export type PhoneVerifyPayload = z.output<typeof phoneVerifySchema>;
