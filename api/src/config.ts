import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateVAPIDKeys } from 'web-push';
import { parseEnv, ruleMaxFromEnv, type Env, type TrustProxy } from './env-schema';
import { SCRYPT_N } from './lib/password';
import { defaultRateLimits, type RateLimits } from './rate-limit-rules';

export { defaultRateLimits, rateLimitVariable, type RateLimitRule, type RateLimits } from './rate-limit-rules';
export type { TrustProxy } from './env-schema';

/** demo: `npm start` on one machine (sandbox providers, loopback only). production: NODE_ENV=production. */
export type Mode = 'demo' | 'production';

/**
 * The server's settings: what `configFromEnv` makes of the validated environment, so each setting is named once
 * (its variable in env-schema.ts, its place here) and its type comes from the zod schema that parses it.
 */
export type Config = ReturnType<typeof configFromEnv>;
export type SmsProviderKind = Config['sms']['provider'];
export type TelegramProviderKind = Config['telegram']['provider'];
export type CardProviderKind = Config['card']['provider'];
export type PushProviderKind = Config['push']['provider'];

export const REPO_ROOT = path.resolve(__dirname, '../..');

/** The JWT secret from env, else the one persisted in DATA_DIR/jwt-secret (created on first start). */
function resolveJwtSecret(secret: string | undefined, dataDir: string): string {
  if (secret) return secret;
  if (dataDir === 'memory') return randomBytes(32).toString('hex');
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const generated = randomBytes(32).toString('hex');
  writeFileSync(file, generated, { mode: 0o600 });
  return generated;
}

/** Each rule's max from its RATE_LIMIT_<RULE> variable, then RATE_LIMIT_MULTIPLIER scales every max. */
function rateLimitsFromEnv(env: Env): RateLimits {
  const limits = defaultRateLimits();
  for (const [name, rule] of Object.entries(limits))
    rule.max = (ruleMaxFromEnv(env, name) ?? rule.max) * env.RATE_LIMIT_MULTIPLIER;
  return limits;
}

/** Settings that stop the start; the message has one line per problem, each naming its variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'ConfigError';
  }
}

/** Shortest TELEGRAM_WEBHOOK_SECRET production accepts: the secret is all that proves a call comes from Telegram. */
const WEBHOOK_SECRET_MIN = 32;

/** What production refuses: each problem one line naming its variable. */
function productionProblems(env: Env): string[] {
  const problems: string[] = [];
  if (!env.JWT_SECRET) problems.push('JWT_SECRET must be set in production (at least 32 random characters)');
  else if (env.JWT_SECRET.length < 32) problems.push('JWT_SECRET must be at least 32 characters long in production');
  if (!env.PUBLIC_ORIGIN) problems.push('PUBLIC_ORIGIN must be set in production (the https origin users open)');
  if (env.TELEGRAM_WEBHOOK_SECRET !== undefined && env.TELEGRAM_WEBHOOK_SECRET.length < WEBHOOK_SECRET_MIN)
    problems.push(`TELEGRAM_WEBHOOK_SECRET must be at least ${WEBHOOK_SECRET_MIN} characters long in production`);
  if (env.MF_CANARY_ORIGINS?.length && !env.MF_CANARY_IN_PRODUCTION)
    problems.push(
      'MF_CANARY_ORIGINS lets a browser load remotes from those origins; in production set MF_CANARY_IN_PRODUCTION=true to mean it',
    );
  if (!env.ALLOW_SANDBOX) {
    const sandbox =
      'is the sandbox (nothing is really sent); choose a real provider or set ALLOW_SANDBOX=true on a staging server';
    if (env.SMS_PROVIDER === 'sandbox') problems.push(`SMS_PROVIDER ${sandbox}`);
    if (env.TELEGRAM_PROVIDER === 'sandbox') problems.push(`TELEGRAM_PROVIDER ${sandbox}`);
    if (env.CARD_PROVIDER === 'sandbox') problems.push(`CARD_PROVIDER ${sandbox}`);
    if (env.PUSH_PROVIDER === 'sandbox') problems.push(`PUSH_PROVIDER ${sandbox}`);
    if (!env.TELEGRAM_BOT_TOKEN)
      problems.push(
        `TELEGRAM_BOT_TOKEN is unset: Telegram alerts would go to the sandbox; set it or ALLOW_SANDBOX=true`,
      );
  }
  const credentials: Array<[boolean, string, Array<keyof Env>]> = [
    [env.SMS_PROVIDER === 'eskiz', 'SMS_PROVIDER=eskiz', ['ESKIZ_EMAIL', 'ESKIZ_PASSWORD']],
    [env.TELEGRAM_PROVIDER === 'telegram', 'TELEGRAM_PROVIDER=telegram', ['TELEGRAM_GATEWAY_TOKEN']],
    [
      env.CARD_PROVIDER === 'uzcard',
      'CARD_PROVIDER=uzcard',
      ['UZCARD_BASE_URL', 'UZCARD_LOGIN', 'UZCARD_PASSWORD', 'UZCARD_SERVICE_ID'],
    ],
    [
      env.PUSH_PROVIDER === 'webpush',
      'PUSH_PROVIDER=webpush',
      ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'],
    ],
  ];
  for (const [selected, choice, names] of credentials) {
    if (selected) for (const name of names.filter((n) => !env[n])) problems.push(`${name} must be set for ${choice}`);
  }
  return problems;
}

/** The subject the demo signs its pushes with when VAPID_SUBJECT is unset. */
const DEMO_VAPID_SUBJECT = 'mailto:demo@fikr.uz';

/** PUSH_PROVIDER and its VAPID keys as given (the demo makes a pair at start: see prepareDemoSecrets). */
function pushFromEnv(env: Env, mode: Mode) {
  return {
    provider: env.PUSH_PROVIDER ?? (mode === 'production' ? 'off' : 'sandbox'),
    vapidPublicKey: env.VAPID_PUBLIC_KEY,
    vapidPrivateKey: env.VAPID_PRIVATE_KEY,
    vapidSubject: env.VAPID_SUBJECT ?? DEMO_VAPID_SUBJECT,
  };
}

/** One VAPID key without the other cannot sign: a problem in every mode. */
function vapidPairProblems(env: Env): string[] {
  if (Boolean(env.VAPID_PUBLIC_KEY) === Boolean(env.VAPID_PRIVATE_KEY)) return [];
  const missing = env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY';
  const given = env.VAPID_PUBLIC_KEY ? 'VAPID_PUBLIC_KEY' : 'VAPID_PRIVATE_KEY';
  return [`${missing} must be set with ${given} (the two are one key pair)`];
}

/** How long a claimed payout is its instance's: past it, another instance asks the processor again (same key). */
const payoutLeaseOf = (env: Env) => env.PAYOUT_LEASE_MS ?? env.PAYOUT_SEND_TIMEOUT_MS + 30_000;

/**
 * Settings from the environment (envSchema), checked once: a ConfigError lists every problem. Parsing only: it
 * writes nothing and makes no key (loadConfig adds the demo's secrets).
 */
export function parseConfig(processEnv: NodeJS.ProcessEnv = process.env): Config {
  const { env, problems } = parseEnv(processEnv);
  const mode: Mode = env.NODE_ENV === 'production' ? 'production' : 'demo';
  if (env.DATABASE_URL && !env.JWT_SECRET)
    problems.unshift(
      'JWT_SECRET must be set with DATABASE_URL: every instance on the database must sign with the same secret',
    );
  if (payoutLeaseOf(env) <= env.PAYOUT_SEND_TIMEOUT_MS)
    problems.push('PAYOUT_LEASE_MS must be longer than PAYOUT_SEND_TIMEOUT_MS: a live call must never be taken over');
  if (mode === 'production') problems.push(...productionProblems(env));
  else problems.push(...vapidPairProblems(env));
  if (problems.length > 0) throw new ConfigError(problems);
  return configFromEnv(env, mode);
}

/**
 * What a demo on one machine makes for itself at start, after parsing: the JWT secret kept in DATA_DIR/jwt-secret
 * (created on the first start) and a VAPID key pair, so a browser can subscribe to pushes at once. Production and
 * a shared database get nothing made: their settings must say it (parseConfig refuses them otherwise).
 */
export function prepareDemoSecrets(config: Config): Config {
  if (config.mode !== 'demo') return config;
  const jwtSecret =
    config.jwtSecret || config.databaseUrl ? config.jwtSecret : resolveJwtSecret(undefined, config.dataDir);
  const { push } = config;
  const generated =
    push.provider !== 'off' && !push.vapidPublicKey && !push.vapidPrivateKey ? generateVAPIDKeys() : undefined;
  return {
    ...config,
    jwtSecret,
    push: generated ? { ...push, vapidPublicKey: generated.publicKey, vapidPrivateKey: generated.privateKey } : push,
  };
}

/** The settings a server starts with: parsed, then the demo's own secrets. */
export function loadConfig(processEnv: NodeJS.ProcessEnv = process.env): Config {
  return prepareDemoSecrets(parseConfig(processEnv));
}

/** The validated environment as the server reads it: each setting's one place and type (see `Config`). */
function configFromEnv(env: Env, mode: Mode) {
  const dataDir = env.DATA_DIR === 'memory' ? 'memory' : path.resolve(env.DATA_DIR ?? path.join(REPO_ROOT, 'data'));
  const publicOrigin = env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`;
  return {
    mode,
    /** NODE_ENV=production with ALLOW_SANDBOX=true: a staging server may keep sandbox providers. */
    allowSandbox: env.ALLOW_SANDBOX,
    port: env.PORT,
    // The demo is for this machine: reachable from elsewhere only when HOST says so.
    host: env.HOST ?? (mode === 'production' ? '0.0.0.0' : '127.0.0.1'),
    /** PostgreSQL connection string; when absent PGlite is used. */
    databaseUrl: env.DATABASE_URL,
    /** Where PGlite data, uploads and the JWT secret live; 'memory' = in-memory PGlite, uploads in a temp dir. */
    dataDir,
    /** JWT_SECRET; a demo on PGlite without one keeps its own (prepareDemoSecrets). */
    jwtSecret: env.JWT_SECRET ?? '',
    jwtExpiresIn: env.JWT_EXPIRES_IN,
    /** scrypt cost of new password hashes: 2^17 (OWASP); only test apps lower it. */
    scryptN: SCRYPT_N as number,
    publicOrigin,
    /** Origin of the public survey form (PUBLIC_FORM_ORIGIN, default PUBLIC_ORIGIN): CORS of the public routes. */
    publicFormOrigin: env.PUBLIC_FORM_ORIGIN ?? publicOrigin,
    /** Shared state of several instances (rate limits); optional. */
    redisUrl: env.REDIS_URL,
    logLevel: env.LOG_LEVEL,
    bodyLimit: env.BODY_LIMIT,
    /** Slow or idle clients cannot hold the server: timeouts (ms) and a cap on open sockets. */
    serverLimits: {
      requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
      headersTimeoutMs: env.HEADERS_TIMEOUT_MS,
      keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_MS,
      idleTimeoutMs: env.IDLE_TIMEOUT_MS,
      maxConnections: env.MAX_CONNECTIONS,
    },
    serveWeb: env.SERVE_WEB,
    /**
     * The public app's own server (PUBLIC_APP_URL, e.g. http://127.0.0.1:8081): with the frontends served, its
     * paths (/form/…, /voucher/…, /wallet…) are passed on to it, so `npm start` serves everything on one port.
     */
    publicAppUrl: env.PUBLIC_APP_URL,
    /** Behind a reverse proxy: the client IP is the right-most X-Forwarded-For entry not added by a trusted proxy. */
    trustProxy: env.TRUST_PROXY as TrustProxy,
    repoRoot: REPO_ROOT,
    rateLimits: rateLimitsFromEnv(env),
    /** How long a top-up confirm's claim is reserved for its instance (TOPUP_CLAIM_LEASE_SECONDS, default 120). */
    topUpClaimLeaseMs: env.TOPUP_CLAIM_LEASE_SECONDS * 1000,
    sms: {
      provider: env.SMS_PROVIDER,
      eskizEmail: env.ESKIZ_EMAIL,
      eskizPassword: env.ESKIZ_PASSWORD,
      eskizFrom: env.ESKIZ_FROM,
      eskizBaseUrl: env.ESKIZ_BASE_URL,
    },
    telegram: {
      provider: env.TELEGRAM_PROVIDER,
      gatewayToken: env.TELEGRAM_GATEWAY_TOKEN,
      gatewayBaseUrl: env.TELEGRAM_GATEWAY_BASE_URL,
      botToken: env.TELEGRAM_BOT_TOKEN,
      botApiBaseUrl: env.TELEGRAM_BOT_API_BASE_URL,
      /** The alert bot's username, for the t.me/<bot>?start=<token> link (TELEGRAM_BOT_USERNAME). */
      botUsername: env.TELEGRAM_BOT_USERNAME,
      /** X-Telegram-Bot-Api-Secret-Token the webhook requires (TELEGRAM_WEBHOOK_SECRET); unset: it refuses every call. */
      webhookSecret: env.TELEGRAM_WEBHOOK_SECRET,
    },
    /** Web Push of low-rating alerts to the owners' and managers' browsers (VAPID keys as web-push generates them). */
    push: pushFromEnv(env, mode),
    card: {
      provider: env.CARD_PROVIDER,
      baseUrl: env.UZCARD_BASE_URL,
      login: env.UZCARD_LOGIN,
      password: env.UZCARD_PASSWORD,
      serviceId: env.UZCARD_SERVICE_ID,
    },
    /** The outbox's sender loop (services/outbox-sender.ts). 6 attempts: ~30 s, 1.5, 4.5, 13.5 and 40 min apart. */
    outbox: {
      retryBaseMs: env.OUTBOX_RETRY_BASE_MS,
      sendTimeoutMs: env.OUTBOX_SEND_TIMEOUT_MS,
      pollMs: env.OUTBOX_POLL_MS,
    },
    /**
     * The payout job (services/payout-job.ts): the outbox's claim, lease and retry pattern. A processor that fails
     * temporarily is asked again after ~10 s, 30 s, 1.5 min, … (8 attempts, about 3 hours).
     */
    payouts: {
      retryBaseMs: env.PAYOUT_RETRY_BASE_MS,
      sendTimeoutMs: env.PAYOUT_SEND_TIMEOUT_MS,
      pollMs: env.PAYOUT_POLL_MS,
      leaseMs: payoutLeaseOf(env),
      reviewAbove: env.PAYOUT_REVIEW_ABOVE,
    },
    /**
     * No spam: one business asks one phone at most once in `cooldownDays` (SURVEY_COOLDOWN_DAYS; 0: no cooldown) and
     * a phone gets at most `perPhoneDay` requests a day from all businesses (SURVEY_REQUESTS_PER_PHONE_DAY). With
     * `quietHours` (SURVEY_QUIET_HOURS) a request asked for from 22:00 to 09:00 Tashkent time waits for 09:00.
     */
    surveys: {
      cooldownDays: env.SURVEY_COOLDOWN_DAYS,
      perPhoneDay: env.SURVEY_REQUESTS_PER_PHONE_DAY,
      quietHours: env.SURVEY_QUIET_HOURS,
    },
    /** The platform's operators by phone (OPERATOR_PHONES), and their Telegram chat (OPS_TELEGRAM_CHAT_ID). */
    operatorPhones: env.OPERATOR_PHONES ?? [],
    opsTelegramChatId: env.OPS_TELEGRAM_CHAT_ID,
    /** GET /metrics's bearer token (METRICS_TOKEN); without it /metrics is not served. */
    metricsToken: env.METRICS_TOKEN,
    /** Origins a browser's canary cookie may point a remote at (MF_CANARY_ORIGINS); empty: no canaries. */
    canaryOrigins: env.MF_CANARY_ORIGINS ?? [],
    /** The origins an operator may point a console remote at (REMOTE_ORIGINS); empty: none but this server. */
    remoteOrigins: env.REMOTE_ORIGINS ?? [],
    /** The server's own moves of console remotes (MF_REMOTES, MF_REMOTES_FILE; web/remote-manifest.ts). */
    remoteOverrides: { json: env.MF_REMOTES, file: env.MF_REMOTES_FILE },
  };
}

/** Any provider that only records instead of sending (SMS, Telegram login codes, alerts, push, card). */
export function usesSandbox(config: Config): boolean {
  return (
    config.sms.provider === 'sandbox' ||
    config.telegram.provider === 'sandbox' ||
    config.card.provider === 'sandbox' ||
    config.push.provider === 'sandbox' ||
    !config.telegram.botToken
  );
}

/** True while messages go to the recording sandbox (then /api/dev/outbox exists). */
export function usesSandboxMessages(config: Config): boolean {
  return config.sms.provider === 'sandbox' && config.telegram.provider === 'sandbox';
}
