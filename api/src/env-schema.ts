import { z } from 'zod';
import {
  duration,
  flag,
  got,
  httpUrl,
  milliseconds,
  oneOf,
  origin,
  parseSettings,
  port,
  trustProxy,
  url,
  whole,
  type TrustProxy,
} from '@fikr/shared/settings';
import { defaultRateLimits, rateLimitVariable } from './rate-limit-rules';

export type { TrustProxy };

/** A VAPID key as web-push's generateVAPIDKeys writes it: unpadded base64url of `bytes` bytes. */
const vapidKey = (bytes: number, what: string) =>
  z.string().refine((value) => /^[A-Za-z0-9_-]+$/.test(value) && Buffer.from(value, 'base64url').length === bytes, {
    error: `must be the base64url ${what} (${bytes} bytes) web-push's generateVAPIDKeys gives`,
  });

const remoteOverrides = z.string().refine(
  (value) => {
    try {
      const parsed: unknown = JSON.parse(value);
      return (
        typeof parsed === 'object' &&
        parsed !== null &&
        !Array.isArray(parsed) &&
        // a URL moves a remote, { entry, pages } adds or replaces one, null withdraws one (web/remote-manifest.ts)
        Object.values(parsed).every(
          (u) => u === null || typeof u === 'string' || (typeof u === 'object' && !Array.isArray(u)),
        )
      );
    } catch {
      return false;
    }
  },
  { error: 'must be a JSON object of remote name to its mf-manifest.json URL, { entry, pages } or null' },
);

/** Comma-separated http(s) origins (no path), each as URL.origin spells it. */
function originList(example: string) {
  return z
    .string()
    .transform((value, ctx) => {
      const origins: string[] = [];
      for (const item of value
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean)) {
        const url = URL.canParse(item) ? new URL(item) : null;
        if (!url || !/^https?:$/.test(url.protocol) || url.origin !== item.replace(/\/$/, ''))
          ctx.addIssue({ code: 'custom', message: `must be origins such as ${example} (got "${item}")` });
        else origins.push(url.origin);
      }
      return origins;
    })
    .optional();
}

const named = z.object({
  NODE_ENV: oneOf(['production', 'development', 'test']).optional(),
  ALLOW_SANDBOX: flag(false),
  PORT: port.default(8080),
  HOST: z.string().optional(),
  DATABASE_URL: url(['postgres:', 'postgresql:'], 'a postgres:// connection string').optional(),
  DATA_DIR: z.string().optional(),
  JWT_SECRET: z.string().optional(),
  JWT_EXPIRES_IN: duration.default('7d'),
  PUBLIC_ORIGIN: origin.optional(),
  PUBLIC_FORM_ORIGIN: origin.optional(),
  /** The public app's own server (mf-public/dist-server): the API passes the customer's pages on to it. */
  PUBLIC_APP_URL: origin.optional(),
  REDIS_URL: url(['redis:', 'rediss:'], 'a redis:// or rediss:// URL').optional(),
  TRUST_PROXY: trustProxy.default(false),
  LOG_LEVEL: oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT: whole(' of bytes').default(256 * 1024),
  REQUEST_TIMEOUT_MS: milliseconds(30_000),
  HEADERS_TIMEOUT_MS: milliseconds(10_000),
  KEEP_ALIVE_TIMEOUT_MS: milliseconds(5_000),
  IDLE_TIMEOUT_MS: milliseconds(30_000),
  MAX_CONNECTIONS: whole().default(2_000),
  SERVE_WEB: flag(true),
  MF_REMOTES: remoteOverrides.optional(),
  MF_REMOTES_FILE: z.string().optional(),
  /** Origins a browser may load a canary remote from (its own cookie, set at /canary); none by default. */
  MF_CANARY_ORIGINS: originList('https://canary.fikr.uz'),
  /** Production refuses MF_CANARY_ORIGINS unless this says canaries are meant there. */
  MF_CANARY_IN_PRODUCTION: flag(false),
  TOPUP_CLAIM_LEASE_SECONDS: whole(' of seconds').default(120),
  SMS_PROVIDER: oneOf(['sandbox', 'eskiz']).default('sandbox'),
  ESKIZ_EMAIL: z.string().optional(),
  ESKIZ_PASSWORD: z.string().optional(),
  ESKIZ_FROM: z.string().default('4546'),
  ESKIZ_BASE_URL: httpUrl.default('https://notify.eskiz.uz/api'),
  TELEGRAM_PROVIDER: oneOf(['sandbox', 'telegram']).default('sandbox'),
  TELEGRAM_GATEWAY_TOKEN: z.string().optional(),
  TELEGRAM_GATEWAY_BASE_URL: httpUrl.default('https://gatewayapi.telegram.org'),
  // The token is not echoed: the message goes to the log.
  TELEGRAM_BOT_TOKEN: z
    .string()
    .regex(/^[0-9]{1,20}:[A-Za-z0-9_-]{1,100}$/, { error: 'must be a Bot API token (<bot id>:<secret>)' })
    .optional(),
  TELEGRAM_BOT_API_BASE_URL: httpUrl.default('https://api.telegram.org'),
  TELEGRAM_BOT_USERNAME: z
    .string()
    .regex(/^@?[A-Za-z][A-Za-z0-9_]{4,31}$/, {
      error: (issue) => `must be a Telegram bot username${got(issue)}`,
    })
    .transform((name) => name.replace(/^@/, ''))
    .default('FikrAlertsBot'),
  // The secret is not echoed: the message goes to the log.
  TELEGRAM_WEBHOOK_SECRET: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,256}$/, { error: 'must be 1-256 characters A-Z, a-z, 0-9, _ or -' })
    .optional(),
  /** Unset: sandbox in the demo, off in production (config.ts). */
  PUSH_PROVIDER: oneOf(['sandbox', 'webpush', 'off']).optional(),
  // The keys are not echoed: the message goes to the log.
  VAPID_PUBLIC_KEY: vapidKey(65, 'public key').optional(),
  VAPID_PRIVATE_KEY: vapidKey(32, 'private key').optional(),
  VAPID_SUBJECT: url(['mailto:', 'https:'], 'a mailto: or https: URL').optional(),
  CARD_PROVIDER: oneOf(['sandbox', 'uzcard']).default('sandbox'),
  UZCARD_BASE_URL: httpUrl.optional(),
  UZCARD_LOGIN: z.string().optional(),
  UZCARD_PASSWORD: z.string().optional(),
  UZCARD_SERVICE_ID: z.string().optional(),
  OUTBOX_RETRY_BASE_MS: milliseconds(30_000),
  OUTBOX_SEND_TIMEOUT_MS: milliseconds(5_000),
  OUTBOX_POLL_MS: milliseconds(1_000),
  PAYOUT_RETRY_BASE_MS: milliseconds(10_000),
  PAYOUT_SEND_TIMEOUT_MS: milliseconds(30_000),
  PAYOUT_POLL_MS: milliseconds(1_000),
  PAYOUT_LEASE_MS: whole(' of milliseconds').optional(),
  /** Users whose phone is listed here are the platform's operators (/api/ops/*). */
  OPERATOR_PHONES: z
    .string()
    .transform((value, ctx) => {
      const phones = value
        .split(',')
        .map((p) => p.replace(/\D/g, ''))
        .filter(Boolean);
      const bad = phones.filter((p) => !/^998\d{9}$/.test(p));
      if (bad.length)
        ctx.addIssue({ code: 'custom', message: `must be phones such as 998901234567 (got "${bad[0]}")` });
      return phones;
    })
    .optional(),
  /**
   * The only origins an operator may re-point a console remote at (PUT /api/ops/remotes/:name): an override to any
   * other origin is refused and never reaches the manifest nor the CSP. Unset: remotes stay on this server's paths.
   */
  REMOTE_ORIGINS: originList('https://cdn.fikr.uz'),
  /** Payouts above this many coin wait for an operator's approval. */
  PAYOUT_REVIEW_ABOVE: whole(' of coin').default(500_000),
  /** One business asks one phone at most once in this many days (0: no cooldown). */
  SURVEY_COOLDOWN_DAYS: z
    .string()
    .regex(/^\d{1,4}$/, { error: (issue) => `must be a whole number of days from 0${got(issue)}` })
    .transform(Number)
    .default(7),
  /** A phone gets at most this many survey requests a day from all businesses together. */
  SURVEY_REQUESTS_PER_PHONE_DAY: whole().default(3),
  /** Survey requests asked for from 22:00 to 09:00 Tashkent time wait for 09:00 (false: test stacks only). */
  SURVEY_QUIET_HOURS: flag(true),
  /** GET /metrics (Prometheus) answers only `Authorization: Bearer <METRICS_TOKEN>`; unset, it is not served. */
  METRICS_TOKEN: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  /** The operators' Telegram chat: a reconciliation that finds a mismatch says so there. */
  OPS_TELEGRAM_CHAT_ID: z
    .string()
    .regex(/^-?\d{1,20}$/, { error: (issue) => `must be a Telegram chat id${got(issue)}` })
    .optional(),
  RATE_LIMIT_MULTIPLIER: whole().default(1),
});

/** One RATE_LIMIT_<RULE> per rule; unset keeps the rule's default. */
const ruleMaxima = Object.fromEntries(
  Object.keys(defaultRateLimits()).map((rule) => [rateLimitVariable(rule), whole().optional()]),
);

/**
 * Every environment variable the server reads, how it is parsed and its default. An empty value is unset; any
 * other value that does not parse stops the start with a line naming the variable.
 */
export const envSchema = named.extend(ruleMaxima as Record<never, never>);

export type Env = z.output<typeof envSchema>;

/** The variables envSchema knows, in its order. */
export const ENV_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

/** A rule's maximum from RATE_LIMIT_<RULE>, undefined when unset. */
export function ruleMaxFromEnv(env: Env, rule: string): number | undefined {
  return (env as Record<string, unknown>)[rateLimitVariable(rule)] as number | undefined;
}

/**
 * The parsed settings and one line per wrong value, each naming its variable. A wrong value is parsed as unset, so
 * the checks that combine settings still run and every problem shows in one start.
 */
export function parseEnv(env: NodeJS.ProcessEnv): { env: Env; problems: string[] } {
  const { settings, problems } = parseSettings(envSchema, env);
  return { env: settings, problems };
}
