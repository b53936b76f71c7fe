import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  defaultRateLimits,
  loadConfig,
  parseConfig,
  prepareDemoSecrets,
  rateLimitVariable,
  REPO_ROOT,
  usesSandboxMessages,
} from './config';
import { configProblems } from './test/config-problems';

describe('loadConfig', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'fikr-config-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('has the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      mode: 'demo',
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: dir,
      publicOrigin: 'http://localhost:8080',
      serveWeb: true,
      sms: { provider: 'sandbox' },
      telegram: { provider: 'sandbox' },
      card: { provider: 'sandbox' },
    });
    expect(usesSandboxMessages(config)).toBe(true);
    expect(loadConfig({ JWT_SECRET: 'x' }).dataDir).toBe(path.join(REPO_ROOT, 'data'));
  });

  it('generates the JWT secret once and keeps it in DATA_DIR/jwt-secret', () => {
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8')).toBe(first);
    expect(statSync(path.join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
    expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: 'from-env' }).jwtSecret).toBe('from-env');
  });

  it("parsing writes nothing and makes no key: the demo's own secrets are made after it", () => {
    const parsed = parseConfig({ DATA_DIR: dir });
    expect(parsed.jwtSecret).toBe('');
    expect(parsed.push).toMatchObject({ provider: 'sandbox', vapidPublicKey: undefined, vapidPrivateKey: undefined });
    expect(existsSync(path.join(dir, 'jwt-secret'))).toBe(false);
    const ready = prepareDemoSecrets(parsed);
    expect(ready.jwtSecret).toBe(readFileSync(path.join(dir, 'jwt-secret'), 'utf8'));
    expect(Buffer.from(ready.push.vapidPublicKey ?? '', 'base64url')).toHaveLength(65);
    // production makes nothing: its settings must say it
    const production = parseConfig({
      NODE_ENV: 'production',
      DATA_DIR: dir,
      JWT_SECRET: 'p'.repeat(32),
      PUBLIC_ORIGIN: 'https://fikr.uz',
      ALLOW_SANDBOX: 'true',
    });
    expect(prepareDemoSecrets(production)).toBe(production);
  });

  it('reads port, origin, providers and the rate-limit multiplier from env', () => {
    const config = loadConfig({
      DATA_DIR: 'memory',
      PORT: '9000',
      PUBLIC_ORIGIN: 'https://fikr.uz/',
      SMS_PROVIDER: 'eskiz',
      TELEGRAM_PROVIDER: 'telegram',
      CARD_PROVIDER: 'uzcard',
      RATE_LIMIT_MULTIPLIER: '10',
      SERVE_WEB: 'false',
    });
    expect(config).toMatchObject({ port: 9000, publicOrigin: 'https://fikr.uz', serveWeb: false, dataDir: 'memory' });
    expect([config.sms.provider, config.telegram.provider, config.card.provider]).toEqual([
      'eskiz',
      'telegram',
      'uzcard',
    ]);
    expect(usesSandboxMessages(config)).toBe(false);
    expect(config.rateLimits.login.max).toBe(defaultRateLimits().login.max * 10);
  });

  it('binds 127.0.0.1 in demo unless HOST is set, 0.0.0.0 in production', () => {
    expect(loadConfig({ DATA_DIR: 'memory' }).host).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: 'memory', HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('refuses an unknown provider name in every mode', () => {
    expect(() => loadConfig({ DATA_DIR: 'memory', SMS_PROVIDER: 'eskz' })).toThrow(
      'SMS_PROVIDER must be one of sandbox, eskiz (got "eskz")',
    );
    expect(() => loadConfig({ DATA_DIR: 'memory', TELEGRAM_PROVIDER: 'tg' })).toThrow(/TELEGRAM_PROVIDER/);
    expect(() => loadConfig({ DATA_DIR: 'memory', CARD_PROVIDER: 'visa' })).toThrow(/CARD_PROVIDER/);
    // a bot token has the Bot API's shape (any such value in the demo, where the sandbox keeps every message)
    expect(() => loadConfig({ DATA_DIR: 'memory', TELEGRAM_BOT_TOKEN: 'not a token' })).toThrow(/^TELEGRAM_BOT_TOKEN/);
    expect(loadConfig({ DATA_DIR: 'memory', TELEGRAM_BOT_TOKEN: '42:any-demo-secret' }).telegram).toMatchObject({
      provider: 'sandbox',
      botToken: '42:any-demo-secret',
    });
  });

  it('requires JWT_SECRET with DATABASE_URL', () => {
    expect(() => loadConfig({ DATA_DIR: dir, DATABASE_URL: 'postgres://x@127.0.0.1/db' })).toThrow(
      /^JWT_SECRET must be set with DATABASE_URL/,
    );
    expect(
      loadConfig({ DATA_DIR: dir, DATABASE_URL: 'postgres://x@127.0.0.1/db', JWT_SECRET: 's'.repeat(32) }).jwtSecret,
    ).toBe('s'.repeat(32));
  });

  const problems = configProblems;

  it('refuses to start in production with unsafe settings, one line per problem naming the variable', () => {
    expect(problems({ NODE_ENV: 'production', DATA_DIR: dir })).toEqual([
      'JWT_SECRET must be set in production (at least 32 random characters)',
      'PUBLIC_ORIGIN must be set in production (the https origin users open)',
      expect.stringMatching(/^SMS_PROVIDER is the sandbox/),
      expect.stringMatching(/^TELEGRAM_PROVIDER is the sandbox/),
      expect.stringMatching(/^CARD_PROVIDER is the sandbox/),
      expect.stringMatching(/^TELEGRAM_BOT_TOKEN is unset/),
    ]);
    expect(existsSync(path.join(dir, 'jwt-secret'))).toBe(false);
    const base = {
      NODE_ENV: 'production',
      DATA_DIR: 'memory',
      PUBLIC_ORIGIN: 'https://fikr.uz',
      ALLOW_SANDBOX: 'true',
    };
    expect(problems({ ...base, JWT_SECRET: 'short' })).toEqual([
      'JWT_SECRET must be at least 32 characters long in production',
    ]);
    expect(problems({ ...base, JWT_SECRET: 'x'.repeat(32), TRUST_PROXY: 'true' })).toEqual([
      expect.stringMatching(/^TRUST_PROXY=true lets any client forge/),
    ]);
    expect(
      problems({
        ...base,
        JWT_SECRET: 'x'.repeat(32),
        SMS_PROVIDER: 'eskiz',
        CARD_PROVIDER: 'uzcard',
        UZCARD_LOGIN: 'l',
      }),
    ).toEqual([
      'ESKIZ_EMAIL must be set for SMS_PROVIDER=eskiz',
      'ESKIZ_PASSWORD must be set for SMS_PROVIDER=eskiz',
      'UZCARD_BASE_URL must be set for CARD_PROVIDER=uzcard',
      'UZCARD_PASSWORD must be set for CARD_PROVIDER=uzcard',
      'UZCARD_SERVICE_ID must be set for CARD_PROVIDER=uzcard',
    ]);
    expect(problems({ ...base, JWT_SECRET: 'x'.repeat(32) })).toEqual([]);
  });

  it('starts in production with real providers and their credentials', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      PUBLIC_ORIGIN: 'https://fikr.uz',
      SMS_PROVIDER: 'eskiz',
      ESKIZ_EMAIL: 'a@b.uz',
      ESKIZ_PASSWORD: 'p',
      TELEGRAM_PROVIDER: 'telegram',
      TELEGRAM_GATEWAY_TOKEN: 't',
      TELEGRAM_BOT_TOKEN: '1:abc',
      CARD_PROVIDER: 'uzcard',
      UZCARD_BASE_URL: 'https://uzcard.test',
      UZCARD_LOGIN: 'l',
      UZCARD_PASSWORD: 'p',
      UZCARD_SERVICE_ID: '1',
      TRUST_PROXY: '1',
    });
    expect(config).toMatchObject({
      mode: 'production',
      host: '0.0.0.0',
      trustProxy: 1,
      publicFormOrigin: 'https://fikr.uz',
    });
  });

  it('parses TRUST_PROXY as hops or proxy addresses and refuses true in every mode', () => {
    expect(loadConfig({ DATA_DIR: 'memory' }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: 'memory', TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ DATA_DIR: 'memory', TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
    ]);
    expect(() => loadConfig({ DATA_DIR: 'memory', TRUST_PROXY: 'true' })).toThrow(/^TRUST_PROXY=true/);
    expect(() => loadConfig({ DATA_DIR: 'memory', TRUST_PROXY: 'proxy.local' })).toThrow(/^TRUST_PROXY must be/);
  });

  it('sets each limit from its RATE_LIMIT_<RULE> variable, then the multiplier; a bad value names the variable', () => {
    expect(rateLimitVariable('businessSmsDay')).toBe('RATE_LIMIT_BUSINESS_SMS_DAY');
    const limits = loadConfig({
      DATA_DIR: 'memory',
      RATE_LIMIT_BUSINESS_SMS_DAY: '50',
      RATE_LIMIT_VOUCHER_SMS_DAY: '5',
    }).rateLimits;
    expect(limits.businessSmsDay.max).toBe(50);
    expect(limits.voucherSmsDay.max).toBe(5);
    expect(limits.smsResendDay.max).toBe(3);
    expect(
      loadConfig({ DATA_DIR: 'memory', RATE_LIMIT_BUSINESS_SMS_DAY: '50', RATE_LIMIT_MULTIPLIER: '2' }).rateLimits
        .businessSmsDay.max,
    ).toBe(100);
    expect(
      problems({ DATA_DIR: 'memory', RATE_LIMIT_BUSINESS_SMS_DAY: 'lots', RATE_LIMIT_PUBLIC_SUBMIT: '0' }),
    ).toEqual([
      'RATE_LIMIT_PUBLIC_SUBMIT must be a positive whole number (got "0")',
      'RATE_LIMIT_BUSINESS_SMS_DAY must be a positive whole number (got "lots")',
    ]);
  });

  it('production refuses a TELEGRAM_WEBHOOK_SECRET under 32 characters; the demo takes any valid one', () => {
    const production = {
      NODE_ENV: 'production',
      DATA_DIR: 'memory',
      PUBLIC_ORIGIN: 'https://fikr.uz',
      ALLOW_SANDBOX: 'true',
      JWT_SECRET: 'x'.repeat(32),
    };
    for (const secret of ['a', 'x'.repeat(31)])
      expect(problems({ ...production, TELEGRAM_WEBHOOK_SECRET: secret })).toEqual([
        'TELEGRAM_WEBHOOK_SECRET must be at least 32 characters long in production',
      ]);
    expect(problems({ ...production, TELEGRAM_WEBHOOK_SECRET: 'x'.repeat(32) })).toEqual([]);
    expect(problems(production)).toEqual([]);
    expect(loadConfig({ DATA_DIR: 'memory', TELEGRAM_WEBHOOK_SECRET: 'a' }).telegram.webhookSecret).toBe('a');
  });

  it('canary origins: a list of origins; production takes them only with MF_CANARY_IN_PRODUCTION', () => {
    const production = {
      NODE_ENV: 'production',
      DATA_DIR: 'memory',
      PUBLIC_ORIGIN: 'https://fikr.uz',
      ALLOW_SANDBOX: 'true',
      JWT_SECRET: 'x'.repeat(32),
      MF_CANARY_ORIGINS: 'https://canary.fikr.uz',
    };
    expect(problems(production)).toEqual([
      'MF_CANARY_ORIGINS lets a browser load remotes from those origins; in production set MF_CANARY_IN_PRODUCTION=true to mean it',
    ]);
    expect(problems({ ...production, MF_CANARY_IN_PRODUCTION: 'true' })).toEqual([]);
    const demo = loadConfig({ DATA_DIR: 'memory', MF_CANARY_ORIGINS: 'https://a.fikr.uz, http://127.0.0.1:4000' });
    expect(demo.canaryOrigins).toEqual(['https://a.fikr.uz', 'http://127.0.0.1:4000']);
    expect(() => loadConfig({ DATA_DIR: 'memory', MF_CANARY_ORIGINS: 'https://a.fikr.uz/path' })).toThrow(
      /^MF_CANARY_ORIGINS must be origins such as https:\/\/canary.fikr.uz \(got "https:\/\/a.fikr.uz\/path"\)/,
    );
    expect(loadConfig({ DATA_DIR: 'memory' }).canaryOrigins).toEqual([]);
  });

  it('validates REDIS_URL and the origins', () => {
    expect(loadConfig({ DATA_DIR: 'memory', REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe(
      'redis://127.0.0.1:6379',
    );
    expect(loadConfig({ DATA_DIR: 'memory' }).redisUrl).toBeUndefined();
    expect(() => loadConfig({ DATA_DIR: 'memory', REDIS_URL: 'localhost:6379' })).toThrow(/^REDIS_URL must be/);
    expect(
      loadConfig({ DATA_DIR: 'memory', PUBLIC_ORIGIN: 'https://app.fikr.uz', PUBLIC_FORM_ORIGIN: 'https://f.fikr.uz/' })
        .publicFormOrigin,
    ).toBe('https://f.fikr.uz');
    expect(() => loadConfig({ DATA_DIR: 'memory', PUBLIC_ORIGIN: 'fikr.uz' })).toThrow(
      /^PUBLIC_ORIGIN must be an http\(s\) origin/,
    );
    expect(loadConfig({ DATA_DIR: 'memory' }).publicAppUrl).toBeUndefined();
    expect(loadConfig({ DATA_DIR: 'memory', PUBLIC_APP_URL: 'http://127.0.0.1:8081/' }).publicAppUrl).toBe(
      'http://127.0.0.1:8081',
    );
    expect(() => loadConfig({ DATA_DIR: 'memory', PUBLIC_APP_URL: '127.0.0.1:8081' })).toThrow(
      /^PUBLIC_APP_URL must be an http\(s\) origin/,
    );
  });

  it.each([
    ['PORT', 'abc', 'PORT must be a port number from 1 to 65535 (got "abc")'],
    ['PORT', '70000', 'PORT must be a port number from 1 to 65535 (got "70000")'],
    ['REQUEST_TIMEOUT_MS', '-5', 'REQUEST_TIMEOUT_MS must be a positive whole number of milliseconds (got "-5")'],
    ['OUTBOX_POLL_MS', '1.5', 'OUTBOX_POLL_MS must be a positive whole number of milliseconds (got "1.5")'],
    ['BODY_LIMIT', '1mb', 'BODY_LIMIT must be a positive whole number of bytes (got "1mb")'],
    ['MAX_CONNECTIONS', '0', 'MAX_CONNECTIONS must be a positive whole number (got "0")'],
    [
      'TOPUP_CLAIM_LEASE_SECONDS',
      'two',
      'TOPUP_CLAIM_LEASE_SECONDS must be a positive whole number of seconds (got "two")',
    ],
    ['RATE_LIMIT_MULTIPLIER', '-1', 'RATE_LIMIT_MULTIPLIER must be a positive whole number (got "-1")'],
    ['SERVE_WEB', 'no', 'SERVE_WEB must be true or false (got "no")'],
    ['ALLOW_SANDBOX', 'yes', 'ALLOW_SANDBOX must be true or false (got "yes")'],
    ['NODE_ENV', 'prod', 'NODE_ENV must be one of production, development, test (got "prod")'],
    ['LOG_LEVEL', 'verbose', 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "verbose")'],
    ['JWT_EXPIRES_IN', 'a week', 'JWT_EXPIRES_IN must be a duration such as 7d, 12h or 30m (got "a week")'],
    ['DATABASE_URL', 'mysql://db', 'DATABASE_URL must be a postgres:// connection string (got "mysql://db")'],
    ['ESKIZ_BASE_URL', 'notify.eskiz.uz', 'ESKIZ_BASE_URL must be an http(s) URL (got "notify.eskiz.uz")'],
    ['TELEGRAM_BOT_USERNAME', 'a b', 'TELEGRAM_BOT_USERNAME must be a Telegram bot username (got "a b")'],
    ['TELEGRAM_WEBHOOK_SECRET', 'no spaces', 'TELEGRAM_WEBHOOK_SECRET must be 1-256 characters A-Z, a-z, 0-9, _ or -'],
    [
      'MF_REMOTES',
      '{"mf_forms":',
      'MF_REMOTES must be a JSON object of remote name to its mf-manifest.json URL, { entry, pages } or null',
    ],
  ])('%s=%s refuses the start, naming the variable', (name, value, problem) => {
    expect(problems({ DATA_DIR: 'memory', JWT_SECRET: 'x'.repeat(32), [name]: value })).toEqual([problem]);
  });

  it('lists every wrong value at once; an empty value is unset', () => {
    expect(problems({ DATA_DIR: 'memory', PORT: 'abc', IDLE_TIMEOUT_MS: '-1', SERVE_WEB: '1' })).toEqual([
      'PORT must be a port number from 1 to 65535 (got "abc")',
      'IDLE_TIMEOUT_MS must be a positive whole number of milliseconds (got "-1")',
      'SERVE_WEB must be true or false (got "1")',
    ]);
    expect(loadConfig({ DATA_DIR: 'memory', PORT: '', SERVE_WEB: '' })).toMatchObject({ port: 8080, serveWeb: true });
  });
});
