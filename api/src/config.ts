import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

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
  /** Per phone (the IP rules apply as well). */
  loginPhone: RateLimitRule;
  resetPhone: RateLimitRule;
  publicForm: RateLimitRule;
  publicSubmit: RateLimitRule;
  otpConfirm: RateLimitRule;
  /** Per business: a survey request's SMS sent again (POST /api/responses/:id/resend). */
  smsResend: RateLimitRule;
}

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL connection string; when absent PGlite is used. */
  databaseUrl?: string;
  /** Where PGlite data, uploads and the JWT secret live; 'memory' = in-memory PGlite, uploads in a temp dir. */
  dataDir: string;
  jwtSecret: string;
  jwtExpiresIn: string;
  publicOrigin: string;
  logLevel: string;
  bodyLimit: number;
  serveWeb: boolean;
  /** Behind a reverse proxy: take the client IP (for rate limits) from X-Forwarded-For. */
  trustProxy: boolean;
  repoRoot: string;
  rateLimits: RateLimits;
  sms: { provider: SmsProviderKind; eskizEmail?: string; eskizPassword?: string; eskizFrom?: string; eskizBaseUrl: string };
  telegram: { provider: TelegramProviderKind; gatewayToken?: string; gatewayBaseUrl: string; botToken?: string; botApiBaseUrl: string };
  card: { provider: CardProviderKind; baseUrl?: string; login?: string; password?: string; serviceId?: string };
  /** The outbox's sender loop (services/outbox-sender.ts). */
  outbox: { retryBaseMs: number; sendTimeoutMs: number; pollMs: number };
}

export const REPO_ROOT = path.resolve(__dirname, '../..');

const MINUTE = 60_000;

export function defaultRateLimits(): RateLimits {
  return {
    login: { max: 20, windowMs: 15 * MINUTE },
    register: { max: 10, windowMs: 60 * MINUTE },
    reset: { max: 5, windowMs: 60 * MINUTE },
    loginPhone: { max: 10, windowMs: 15 * MINUTE },
    resetPhone: { max: 3, windowMs: 60 * MINUTE },
    publicForm: { max: 120, windowMs: MINUTE },
    publicSubmit: { max: 20, windowMs: 15 * MINUTE },
    otpConfirm: { max: 10, windowMs: 15 * MINUTE },
    smsResend: { max: 20, windowMs: 60 * MINUTE },
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
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive whole number of milliseconds (got "${value}")`);
  return n;
}

/** RATE_LIMIT_MULTIPLIER scales every rule's max (benchmarks and load tests raise it). */
function rateLimitsFromEnv(env: NodeJS.ProcessEnv): RateLimits {
  const limits = defaultRateLimits();
  const factor = int(env.RATE_LIMIT_MULTIPLIER, 1);
  for (const rule of Object.values(limits)) rule.max *= factor;
  return limits;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = int(env.PORT, 8080);
  const dataDir = env.DATA_DIR === 'memory' ? 'memory' : path.resolve(env.DATA_DIR || path.join(REPO_ROOT, 'data'));
  return {
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    jwtSecret: resolveJwtSecret(env, dataDir),
    jwtExpiresIn: env.JWT_EXPIRES_IN || '7d',
    publicOrigin: (env.PUBLIC_ORIGIN || `http://localhost:${port}`).replace(/\/+$/, ''),
    logLevel: env.LOG_LEVEL || 'info',
    bodyLimit: int(env.BODY_LIMIT, 256 * 1024),
    serveWeb: env.SERVE_WEB !== 'false',
    trustProxy: env.TRUST_PROXY === 'true',
    repoRoot: REPO_ROOT,
    rateLimits: rateLimitsFromEnv(env),
    sms: {
      provider: env.SMS_PROVIDER === 'eskiz' ? 'eskiz' : 'sandbox',
      eskizEmail: env.ESKIZ_EMAIL,
      eskizPassword: env.ESKIZ_PASSWORD,
      eskizFrom: env.ESKIZ_FROM || '4546',
      eskizBaseUrl: env.ESKIZ_BASE_URL || 'https://notify.eskiz.uz/api',
    },
    telegram: {
      provider: env.TELEGRAM_PROVIDER === 'telegram' ? 'telegram' : 'sandbox',
      gatewayToken: env.TELEGRAM_GATEWAY_TOKEN,
      gatewayBaseUrl: env.TELEGRAM_GATEWAY_BASE_URL || 'https://gatewayapi.telegram.org',
      botToken: env.TELEGRAM_BOT_TOKEN || undefined,
      botApiBaseUrl: env.TELEGRAM_BOT_API_BASE_URL || 'https://api.telegram.org',
    },
    card: {
      provider: env.CARD_PROVIDER === 'uzcard' ? 'uzcard' : 'sandbox',
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
  };
}

/** True while messages go to the recording sandbox (then /api/dev/outbox exists). */
export function usesSandboxMessages(config: Config): boolean {
  return config.sms.provider === 'sandbox' && config.telegram.provider === 'sandbox';
}
