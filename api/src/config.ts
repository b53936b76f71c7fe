import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { SCRYPT_N } from './lib/password';

export type SmsProviderKind = 'sandbox' | 'eskiz';
export type TelegramProviderKind = 'sandbox' | 'telegram';
export type CardProviderKind = 'sandbox' | 'uzcard';

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
  /** SMS a business makes Fikr pay for at will (voucher confirmations and survey resends together) per day. */
  businessSmsDay: RateLimitRule;
  /** The alert bot's answer to a bad or expired /start, per chat. */
  telegramStartAnswer: RateLimitRule;
  /** The wallet's sign-in codes (POST /api/customer/auth/code): per phone a minute and an hour, per client IP an hour. */
  customerCodeMinute: RateLimitRule;
  customerCodeHour: RateLimitRule;
  customerCodeIp: RateLimitRule;
  /** Unknown or expired pay codes a business may enter (POST /api/business/coin-payments) before it must wait. */
  coinPaymentGuess: RateLimitRule;
}

/** demo: `npm start` on one machine (sandbox providers, loopback only). production: NODE_ENV=production. */
export type Mode = 'demo' | 'production';

/** Hops of proxies in front of the server (TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.1,10.0.0.2). */
export type TrustProxy = false | number | string[];

export interface Config {
  mode: Mode;
  /** NODE_ENV=production with ALLOW_SANDBOX=true: a staging server may keep sandbox providers. */
  allowSandbox: boolean;
  port: number;
  host: string;
  /** PostgreSQL connection string; when absent PGlite is used. */
  databaseUrl?: string;
  /** Where PGlite data, uploads and the JWT secret live; 'memory' = in-memory PGlite, uploads in a temp dir. */
  dataDir: string;
  jwtSecret: string;
  jwtExpiresIn: string;
  /** scrypt cost of new password hashes: 2^17 (OWASP); only test apps lower it. */
  scryptN: number;
  publicOrigin: string;
  /** Origin of the public survey form (PUBLIC_FORM_ORIGIN, default PUBLIC_ORIGIN): CORS of the public routes. */
  publicFormOrigin: string;
  /** Shared state of several instances (rate limits); optional. */
  redisUrl?: string;
  logLevel: string;
  bodyLimit: number;
  /** Slow or idle clients cannot hold the server: timeouts (ms) and a cap on open sockets. */
  serverLimits: {
    requestTimeoutMs: number;
    headersTimeoutMs: number;
    keepAliveTimeoutMs: number;
    idleTimeoutMs: number;
    maxConnections: number;
  };
  serveWeb: boolean;
  /**
   * The public app's own server (PUBLIC_APP_URL, e.g. http://127.0.0.1:8081): with the frontends served, its paths
   * (/form/…, /voucher/…, /wallet…) are passed on to it, so `npm start` serves everything on one port.
   */
  publicAppUrl?: string;
  /** Behind a reverse proxy: the client IP is the right-most X-Forwarded-For entry not added by a trusted proxy. */
  trustProxy: TrustProxy;
  repoRoot: string;
  rateLimits: RateLimits;
  /** How long a top-up confirm's claim is reserved for its instance (TOPUP_CLAIM_LEASE_SECONDS, default 120). */
  topUpClaimLeaseMs: number;
  sms: {
    provider: SmsProviderKind;
    eskizEmail?: string;
    eskizPassword?: string;
    eskizFrom?: string;
    eskizBaseUrl: string;
  };
  telegram: {
    provider: TelegramProviderKind;
    gatewayToken?: string;
    gatewayBaseUrl: string;
    botToken?: string;
    botApiBaseUrl: string;
    /** The alert bot's username, for the t.me/<bot>?start=<token> link (TELEGRAM_BOT_USERNAME). */
    botUsername: string;
    /** X-Telegram-Bot-Api-Secret-Token the webhook requires (TELEGRAM_WEBHOOK_SECRET); unset: it refuses every call. */
    webhookSecret?: string;
  };
  card: { provider: CardProviderKind; baseUrl?: string; login?: string; password?: string; serviceId?: string };
  /** The outbox's sender loop (services/outbox-sender.ts). */
  outbox: { retryBaseMs: number; sendTimeoutMs: number; pollMs: number };
  /** The payout job (services/payout-job.ts): the same claim, lease and retry pattern as the outbox. */
  payouts: { retryBaseMs: number; sendTimeoutMs: number; pollMs: number; leaseMs: number };
}

export const REPO_ROOT = path.resolve(__dirname, '../..');

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
    businessSmsDay: { max: 200, windowMs: 24 * 60 * MINUTE },
    telegramStartAnswer: { max: 1, windowMs: MINUTE },
    customerCodeMinute: { max: 1, windowMs: MINUTE },
    customerCodeHour: { max: 5, windowMs: 60 * MINUTE },
    customerCodeIp: { max: 30, windowMs: 60 * MINUTE },
    coinPaymentGuess: { max: 10, windowMs: 15 * MINUTE },
  };
}

/** The JWT secret from env, else the one persisted in DATA_DIR/jwt-secret (created on first start). */
function resolveJwtSecret(env: NodeJS.ProcessEnv, dataDir: string): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  if (dataDir === 'memory') return randomBytes(32).toString('hex');
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function int(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** An optional positive whole number of milliseconds; anything else stops the start with the variable's name. */
function milliseconds(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0)
    throw new Error(`${name} must be a positive whole number of milliseconds (got "${value}")`);
  return n;
}

/** A Telegram bot username (5–32 letters, digits or _), without the @. */
function telegramBotUsername(value: string | undefined): string {
  if (value === undefined || value === '') return 'FikrAlertsBot';
  const name = value.replace(/^@/, '');
  if (!/^[A-Za-z][A-Za-z0-9_]{4,31}$/.test(name))
    throw new Error(`TELEGRAM_BOT_USERNAME must be a Telegram bot username (got "${value}")`);
  return name;
}

/** Shortest TELEGRAM_WEBHOOK_SECRET production accepts: the secret is all that proves a call comes from Telegram. */
const WEBHOOK_SECRET_MIN = 32;

/** Telegram allows 1–256 characters A-Z, a-z, 0-9, _ and - in a webhook secret_token. */
function telegramWebhookSecret(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^[A-Za-z0-9_-]{1,256}$/.test(value)) {
    throw new Error('TELEGRAM_WEBHOOK_SECRET must be 1-256 characters A-Z, a-z, 0-9, _ or -');
  }
  return value;
}

/** The variable that sets a rule's max: voucherSmsDay → RATE_LIMIT_VOUCHER_SMS_DAY. */
export function rateLimitVariable(rule: string): string {
  return `RATE_LIMIT_${rule.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
}

/**
 * Each rule's max from its RATE_LIMIT_<RULE> variable (the window is in the rule's name), then
 * RATE_LIMIT_MULTIPLIER scales every max (benchmarks and load tests raise it).
 */
function rateLimitsFromEnv(env: NodeJS.ProcessEnv, problems: string[]): RateLimits {
  const limits = defaultRateLimits();
  const factor = int(env.RATE_LIMIT_MULTIPLIER, 1);
  for (const [name, rule] of Object.entries(limits)) {
    const variable = rateLimitVariable(name);
    const value = env[variable];
    if (value !== undefined && value !== '') {
      if (/^[1-9]\d{0,8}$/.test(value)) rule.max = Number(value);
      else problems.push(`${variable} must be a positive whole number (got "${value}")`);
    }
    rule.max *= factor;
  }
  return limits;
}

/** Settings that stop the start; the message has one line per problem, each naming its variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'ConfigError';
  }
}

const PROVIDERS = {
  SMS_PROVIDER: ['sandbox', 'eskiz'],
  TELEGRAM_PROVIDER: ['sandbox', 'telegram'],
  CARD_PROVIDER: ['sandbox', 'uzcard'],
} as const;

/** A provider name from the list, 'sandbox' when unset; an unknown name is a problem in every mode. */
function provider<K extends keyof typeof PROVIDERS>(
  env: NodeJS.ProcessEnv,
  name: K,
  problems: string[],
): (typeof PROVIDERS)[K][number] {
  const value = env[name];
  if (value === undefined || value === '') return 'sandbox';
  const known: readonly string[] = PROVIDERS[name];
  if (known.includes(value)) return value as (typeof PROVIDERS)[K][number];
  problems.push(`${name} must be one of ${known.join(', ')} (got "${value}")`);
  return 'sandbox';
}

/**
 * TRUST_PROXY: unset/false, a number of proxy hops, or a comma list of proxy addresses (CIDR allowed).
 * `true` is refused in every mode: it would trust any X-Forwarded-For a client sends.
 */
function trustProxyFromEnv(value: string | undefined, problems: string[]): TrustProxy {
  if (value === undefined || value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') {
    problems.push(
      'TRUST_PROXY=true lets any client forge its IP; give the number of proxy hops (TRUST_PROXY=1) or the proxy addresses',
    );
    return false;
  }
  if (/^\d+$/.test(value)) return Number(value);
  const addresses = value
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  const bad = addresses.filter((a) => {
    const [ip, bits, ...rest] = a.split('/');
    const version = isIP(ip ?? '');
    if (!version || rest.length > 0) return true;
    if (bits === undefined) return false;
    return !/^\d+$/.test(bits) || Number(bits) > (version === 4 ? 32 : 128);
  });
  if (bad.length > 0 || addresses.length === 0) {
    problems.push(`TRUST_PROXY must be a number of proxy hops or a comma list of IP addresses (got "${value}")`);
    return false;
  }
  return addresses;
}

function origin(env: NodeJS.ProcessEnv, name: string, problems: string[]): string | undefined {
  const value = env[name];
  if (value === undefined || value === '') return undefined;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http');
    return url.origin;
  } catch {
    problems.push(`${name} must be an http(s) origin such as https://fikr.uz (got "${value}")`);
    return undefined;
  }
}

function redisUrl(value: string | undefined, problems: string[]): string | undefined {
  if (value === undefined || value === '') return undefined;
  try {
    const url = new URL(value);
    if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') throw new Error('not redis');
    return value;
  } catch {
    problems.push(`REDIS_URL must be a redis:// or rediss:// URL (got "${value}")`);
    return undefined;
  }
}

/** What production refuses: each problem one line naming its variable. */
function productionProblems(env: NodeJS.ProcessEnv, config: Config): string[] {
  const problems: string[] = [];
  if (!env.JWT_SECRET) problems.push('JWT_SECRET must be set in production (at least 32 random characters)');
  else if (env.JWT_SECRET.length < 32) problems.push('JWT_SECRET must be at least 32 characters long in production');
  if (!env.PUBLIC_ORIGIN) problems.push('PUBLIC_ORIGIN must be set in production (the https origin users open)');
  const webhookSecret = config.telegram.webhookSecret;
  if (webhookSecret !== undefined && webhookSecret.length < WEBHOOK_SECRET_MIN)
    problems.push(`TELEGRAM_WEBHOOK_SECRET must be at least ${WEBHOOK_SECRET_MIN} characters long in production`);
  if (!config.allowSandbox) {
    const sandbox =
      'is the sandbox (nothing is really sent); choose a real provider or set ALLOW_SANDBOX=true on a staging server';
    if (config.sms.provider === 'sandbox') problems.push(`SMS_PROVIDER ${sandbox}`);
    if (config.telegram.provider === 'sandbox') problems.push(`TELEGRAM_PROVIDER ${sandbox}`);
    if (config.card.provider === 'sandbox') problems.push(`CARD_PROVIDER ${sandbox}`);
    if (!config.telegram.botToken)
      problems.push(
        `TELEGRAM_BOT_TOKEN is unset: Telegram alerts would go to the sandbox; set it or ALLOW_SANDBOX=true`,
      );
  }
  const missing = (names: string[]) => names.filter((n) => !env[n]);
  const credentials: Array<[boolean, string, string[]]> = [
    [config.sms.provider === 'eskiz', 'SMS_PROVIDER=eskiz', ['ESKIZ_EMAIL', 'ESKIZ_PASSWORD']],
    [config.telegram.provider === 'telegram', 'TELEGRAM_PROVIDER=telegram', ['TELEGRAM_GATEWAY_TOKEN']],
    [
      config.card.provider === 'uzcard',
      'CARD_PROVIDER=uzcard',
      ['UZCARD_BASE_URL', 'UZCARD_LOGIN', 'UZCARD_PASSWORD', 'UZCARD_SERVICE_ID'],
    ],
  ];
  for (const [selected, choice, names] of credentials) {
    if (selected) for (const name of missing(names)) problems.push(`${name} must be set for ${choice}`);
  }
  return problems;
}

/** Settings from the environment, checked once: a ConfigError lists every problem (unknown provider, production gaps). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const problems: string[] = [];
  const mode: Mode = env.NODE_ENV === 'production' ? 'production' : 'demo';
  const port = int(env.PORT, 8080);
  const dataDir = env.DATA_DIR === 'memory' ? 'memory' : path.resolve(env.DATA_DIR || path.join(REPO_ROOT, 'data'));
  if (env.DATABASE_URL && !env.JWT_SECRET) {
    problems.push(
      'JWT_SECRET must be set with DATABASE_URL: every instance on the database must sign with the same secret',
    );
  }
  const publicOrigin = origin(env, 'PUBLIC_ORIGIN', problems) ?? `http://localhost:${port}`;
  const config: Config = {
    mode,
    allowSandbox: env.ALLOW_SANDBOX === 'true',
    port,
    // The demo is for this machine: reachable from elsewhere only when HOST says so.
    host: env.HOST || (mode === 'production' ? '0.0.0.0' : '127.0.0.1'),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    jwtSecret: mode === 'production' || env.DATABASE_URL ? (env.JWT_SECRET ?? '') : resolveJwtSecret(env, dataDir),
    jwtExpiresIn: env.JWT_EXPIRES_IN || '7d',
    scryptN: SCRYPT_N,
    publicOrigin,
    publicFormOrigin: origin(env, 'PUBLIC_FORM_ORIGIN', problems) ?? publicOrigin,
    redisUrl: redisUrl(env.REDIS_URL, problems),
    logLevel: env.LOG_LEVEL || 'info',
    bodyLimit: int(env.BODY_LIMIT, 256 * 1024),
    serverLimits: {
      requestTimeoutMs: milliseconds(env, 'REQUEST_TIMEOUT_MS', 30_000),
      headersTimeoutMs: milliseconds(env, 'HEADERS_TIMEOUT_MS', 10_000),
      keepAliveTimeoutMs: milliseconds(env, 'KEEP_ALIVE_TIMEOUT_MS', 5_000),
      idleTimeoutMs: milliseconds(env, 'IDLE_TIMEOUT_MS', 30_000),
      maxConnections: int(env.MAX_CONNECTIONS, 2_000),
    },
    serveWeb: env.SERVE_WEB !== 'false',
    publicAppUrl: origin(env, 'PUBLIC_APP_URL', problems),
    trustProxy: trustProxyFromEnv(env.TRUST_PROXY, problems),
    repoRoot: REPO_ROOT,
    rateLimits: rateLimitsFromEnv(env, problems),
    topUpClaimLeaseMs: int(env.TOPUP_CLAIM_LEASE_SECONDS, 120) * 1000,
    sms: {
      provider: provider(env, 'SMS_PROVIDER', problems),
      eskizEmail: env.ESKIZ_EMAIL,
      eskizPassword: env.ESKIZ_PASSWORD,
      eskizFrom: env.ESKIZ_FROM || '4546',
      eskizBaseUrl: env.ESKIZ_BASE_URL || 'https://notify.eskiz.uz/api',
    },
    telegram: {
      provider: provider(env, 'TELEGRAM_PROVIDER', problems),
      gatewayToken: env.TELEGRAM_GATEWAY_TOKEN,
      gatewayBaseUrl: env.TELEGRAM_GATEWAY_BASE_URL || 'https://gatewayapi.telegram.org',
      botToken: env.TELEGRAM_BOT_TOKEN || undefined,
      botApiBaseUrl: env.TELEGRAM_BOT_API_BASE_URL || 'https://api.telegram.org',
      botUsername: telegramBotUsername(env.TELEGRAM_BOT_USERNAME),
      webhookSecret: telegramWebhookSecret(env.TELEGRAM_WEBHOOK_SECRET),
    },
    card: {
      provider: provider(env, 'CARD_PROVIDER', problems),
      baseUrl: env.UZCARD_BASE_URL,
      login: env.UZCARD_LOGIN,
      password: env.UZCARD_PASSWORD,
      serviceId: env.UZCARD_SERVICE_ID,
    },
    outbox: {
      // 6 attempts: retries after ~30 s, 1.5 min, 4.5 min, 13.5 min and 40 min (about an hour in all).
      retryBaseMs: milliseconds(env, 'OUTBOX_RETRY_BASE_MS', 30_000),
      sendTimeoutMs: milliseconds(env, 'OUTBOX_SEND_TIMEOUT_MS', 5_000),
      pollMs: milliseconds(env, 'OUTBOX_POLL_MS', 1_000),
    },
    payouts: {
      // A processor that fails temporarily is asked again after ~10 s, 30 s, 1.5 min, … (8 attempts, about 3 hours).
      retryBaseMs: milliseconds(env, 'PAYOUT_RETRY_BASE_MS', 10_000),
      sendTimeoutMs: milliseconds(env, 'PAYOUT_SEND_TIMEOUT_MS', 30_000),
      pollMs: milliseconds(env, 'PAYOUT_POLL_MS', 1_000),
      // How long a claimed payout is its instance's: past it, another instance asks the processor again (same key).
      leaseMs: milliseconds(env, 'PAYOUT_LEASE_MS', milliseconds(env, 'PAYOUT_SEND_TIMEOUT_MS', 30_000) + 30_000),
    },
  };
  if (config.payouts.leaseMs <= config.payouts.sendTimeoutMs)
    problems.push('PAYOUT_LEASE_MS must be longer than PAYOUT_SEND_TIMEOUT_MS: a live call must never be taken over');
  if (mode === 'production') problems.push(...productionProblems(env, config));
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/** Any provider that only records instead of sending (SMS, Telegram login codes, alerts, card). */
export function usesSandbox(config: Config): boolean {
  return (
    config.sms.provider === 'sandbox' ||
    config.telegram.provider === 'sandbox' ||
    config.card.provider === 'sandbox' ||
    !config.telegram.botToken
  );
}

/** True while messages go to the recording sandbox (then /api/dev/outbox exists). */
export function usesSandboxMessages(config: Config): boolean {
  return config.sms.provider === 'sandbox' && config.telegram.provider === 'sandbox';
}
