import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defaultRateLimits, loadConfig, REPO_ROOT, usesSandboxMessages } from './config';

describe('loadConfig', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'fikr-config-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('has the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
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
    expect([config.sms.provider, config.telegram.provider, config.card.provider]).toEqual(['eskiz', 'telegram', 'uzcard']);
    expect(usesSandboxMessages(config)).toBe(false);
    expect(config.rateLimits.login.max).toBe(defaultRateLimits().login.max * 10);
  });
});
