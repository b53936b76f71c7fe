import { generateVAPIDKeys } from 'web-push';
import { loadConfig } from './config';
import { configProblems as problems } from './test/config-problems';

const production = {
  NODE_ENV: 'production',
  DATA_DIR: 'memory',
  JWT_SECRET: 'x'.repeat(32),
  PUBLIC_ORIGIN: 'https://fikr.uz',
  ALLOW_SANDBOX: 'true',
};

describe('PUSH_PROVIDER and the VAPID keys', () => {
  const keys = generateVAPIDKeys();

  it('demo: the sandbox with a key pair made at start, so a browser can subscribe', () => {
    const { push } = loadConfig({ DATA_DIR: 'memory' });
    expect(push).toMatchObject({ provider: 'sandbox', vapidSubject: 'mailto:demo@fikr.uz' });
    expect(Buffer.from(push.vapidPublicKey ?? '', 'base64url')).toHaveLength(65);
    expect(Buffer.from(push.vapidPrivateKey ?? '', 'base64url')).toHaveLength(32);
    const given = loadConfig({
      DATA_DIR: 'memory',
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: 'https://fikr.uz',
    }).push;
    expect(given).toEqual({
      provider: 'sandbox',
      vapidPublicKey: keys.publicKey,
      vapidPrivateKey: keys.privateKey,
      vapidSubject: 'https://fikr.uz',
    });
    expect(loadConfig({ DATA_DIR: 'memory', PUSH_PROVIDER: 'off' }).push).toMatchObject({
      provider: 'off',
      vapidPublicKey: undefined,
    });
  });

  it('refuses wrong values in every mode, naming the variable', () => {
    expect(problems({ DATA_DIR: 'memory', PUSH_PROVIDER: 'fcm' })).toEqual([
      'PUSH_PROVIDER must be one of sandbox, webpush, off (got "fcm")',
    ]);
    expect(problems({ DATA_DIR: 'memory', VAPID_PUBLIC_KEY: 'not a key', VAPID_PRIVATE_KEY: keys.publicKey })).toEqual([
      expect.stringMatching(/^VAPID_PUBLIC_KEY must be the base64url public key/),
      expect.stringMatching(/^VAPID_PRIVATE_KEY must be the base64url private key/),
    ]);
    expect(problems({ DATA_DIR: 'memory', VAPID_SUBJECT: 'http://fikr.uz' })).toEqual([
      'VAPID_SUBJECT must be a mailto: or https: URL (got "http://fikr.uz")',
    ]);
    expect(problems({ DATA_DIR: 'memory', VAPID_PUBLIC_KEY: keys.publicKey })).toEqual([
      'VAPID_PRIVATE_KEY must be set with VAPID_PUBLIC_KEY (the two are one key pair)',
    ]);
  });

  it('production: off by default, no sandbox without ALLOW_SANDBOX, webpush only with all three VAPID variables', () => {
    expect(loadConfig(production).push.provider).toBe('off');
    expect(loadConfig(production).push.vapidPublicKey).toBeUndefined();
    expect(problems({ ...production, ALLOW_SANDBOX: 'false', PUSH_PROVIDER: 'sandbox' })).toContainEqual(
      expect.stringMatching(/^PUSH_PROVIDER is the sandbox/),
    );
    expect(problems({ ...production, PUSH_PROVIDER: 'webpush' })).toEqual([
      'VAPID_PUBLIC_KEY must be set for PUSH_PROVIDER=webpush',
      'VAPID_PRIVATE_KEY must be set for PUSH_PROVIDER=webpush',
      'VAPID_SUBJECT must be set for PUSH_PROVIDER=webpush',
    ]);
    const webpush = {
      ...production,
      PUSH_PROVIDER: 'webpush',
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: 'mailto:ops@fikr.uz',
    };
    expect(loadConfig(webpush).push).toEqual({
      provider: 'webpush',
      vapidPublicKey: keys.publicKey,
      vapidPrivateKey: keys.privateKey,
      vapidSubject: 'mailto:ops@fikr.uz',
    });
  });
});
