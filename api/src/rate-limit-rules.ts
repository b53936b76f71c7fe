export interface RateLimitRule {
  max: number;
  windowMs: number;
}

export interface RateLimits {
  login: RateLimitRule;
  register: RateLimitRule;
  reset: RateLimitRule;
  /** Wrong logins per phone from all addresses: over it attempts are slowed, never refused (the owner keeps access). */
  loginPhone: RateLimitRule;
  /** Wrong logins per (phone, client IP): over it that address gets 429 for the phone. `login`: per IP. */
  loginPhoneIp: RateLimitRule;
  /** Voucher confirmation SMS per voucher (POST /api/vouchers/sendConfirm): per minute and per day. */
  voucherSmsMinute: RateLimitRule;
  voucherSmsDay: RateLimitRule;
  /** Survey requests a business sends to one phone per day. */
  surveyPhoneDay: RateLimitRule;
  resetPhone: RateLimitRule;
  publicForm: RateLimitRule;
  publicSubmit: RateLimitRule;
  otpConfirm: RateLimitRule;
  /** A survey request's SMS sent again (POST /api/responses/:id/resend): per business, and per request a minute and a day. */
  smsResend: RateLimitRule;
  smsResendMinute: RateLimitRule;
  smsResendDay: RateLimitRule;
  /** Replies to one response (POST /api/responses/:id/reply) a minute; 3 in all are counted with the replies themselves. */
  replyMinute: RateLimitRule;
  /** SMS a business makes Fikr pay for at will (voucher confirmations and survey resends together) per day. */
  businessSmsDay: RateLimitRule;
  /** The alert bot's answer to a bad or expired /start, per chat. */
  telegramStartAnswer: RateLimitRule;
  /** The wallet's sign-in codes (POST /api/customer/auth/code): per phone a minute and an hour, per client IP an hour. */
  customerCodeMinute: RateLimitRule;
  customerCodeHour: RateLimitRule;
  customerCodeIp: RateLimitRule;
  /**
   * Wrong wallet sign-in codes (POST /api/customer/auth/verify) per phone and per client IP an hour: counted before
   * the check, kept across new codes; a right code is not counted.
   */
  customerVerifyPhone: RateLimitRule;
  customerVerifyIp: RateLimitRule;
  /**
   * Codes tried at the till (a pay code in POST /api/business/coin-payments, a voucher code in GET
   * /api/vouchers/by-code/:code), counted before each try, per business, per member and per client IP; a code
   * that was taken or found gives its try back.
   */
  coinPaymentGuess: RateLimitRule;
  coinPaymentGuessMember: RateLimitRule;
  coinPaymentGuessIp: RateLimitRule;
}

const MINUTE = 60_000;

export function defaultRateLimits(): RateLimits {
  return {
    login: { max: 20, windowMs: 15 * MINUTE },
    register: { max: 10, windowMs: 60 * MINUTE },
    reset: { max: 5, windowMs: 60 * MINUTE },
    loginPhone: { max: 10, windowMs: 15 * MINUTE },
    loginPhoneIp: { max: 10, windowMs: 15 * MINUTE },
    voucherSmsMinute: { max: 1, windowMs: MINUTE },
    voucherSmsDay: { max: 3, windowMs: 24 * 60 * MINUTE },
    surveyPhoneDay: { max: 3, windowMs: 24 * 60 * MINUTE },
    resetPhone: { max: 3, windowMs: 60 * MINUTE },
    publicForm: { max: 120, windowMs: MINUTE },
    publicSubmit: { max: 20, windowMs: 15 * MINUTE },
    otpConfirm: { max: 10, windowMs: 15 * MINUTE },
    smsResend: { max: 20, windowMs: 60 * MINUTE },
    smsResendMinute: { max: 1, windowMs: MINUTE },
    smsResendDay: { max: 3, windowMs: 24 * 60 * MINUTE },
    replyMinute: { max: 1, windowMs: MINUTE },
    businessSmsDay: { max: 200, windowMs: 24 * 60 * MINUTE },
    telegramStartAnswer: { max: 1, windowMs: MINUTE },
    customerCodeMinute: { max: 1, windowMs: MINUTE },
    customerCodeHour: { max: 5, windowMs: 60 * MINUTE },
    customerCodeIp: { max: 30, windowMs: 60 * MINUTE },
    customerVerifyPhone: { max: 10, windowMs: 60 * MINUTE },
    customerVerifyIp: { max: 30, windowMs: 60 * MINUTE },
    coinPaymentGuess: { max: 10, windowMs: 15 * MINUTE },
    coinPaymentGuessMember: { max: 10, windowMs: 15 * MINUTE },
    coinPaymentGuessIp: { max: 30, windowMs: 15 * MINUTE },
  };
}

/** The variable that sets a rule's max: voucherSmsDay → RATE_LIMIT_VOUCHER_SMS_DAY. */
export function rateLimitVariable(rule: string): string {
  return `RATE_LIMIT_${rule.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
}
