import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp, type BuildOptions } from '../app';
import { defaultRateLimits, loadConfig, type Config, type RateLimits } from '../config';
import type { DbKind } from '../db/client';
import { BLOCKED_CHAT_ENDING, FLAKY_PHONE_ENDING } from '../providers/sandbox-messages';
import { openTestDatabase } from './databases';

export { dbKinds } from './databases';

export interface TestApp {
  app: FastifyInstance;
  kind: DbKind;
  close(): Promise<void>;
}

/** Limits high enough that ordinary suites never meet them; rate-limit tests pass their own. */
function relaxedRateLimits(): RateLimits {
  const limits = defaultRateLimits();
  for (const rule of Object.values(limits)) rule.max = 100_000;
  return limits;
}

/** The X-Telegram-Bot-Api-Secret-Token test apps require on POST /api/telegram/webhook. */
export const TEST_WEBHOOK_SECRET = 'test-webhook-secret';

/**
 * The bot token of test apps: the Bot API's shape, never used to call Telegram (TELEGRAM_PROVIDER stays sandbox);
 * Mini App initData is signed with it (test/telegram.ts).
 */
export const TEST_BOT_TOKEN = '123456789:test-bot-token-of-the-bot-api-shape';

export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({
    DATA_DIR: 'memory',
    JWT_SECRET: 'test-secret-of-at-least-32-characters!',
    SERVE_WEB: 'false',
    LOG_LEVEL: 'silent',
    PUBLIC_ORIGIN: 'http://fikr.test',
    TELEGRAM_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    TELEGRAM_BOT_USERNAME: 'FikrTestBot',
    TELEGRAM_BOT_TOKEN: TEST_BOT_TOKEN,
  });
  // scrypt at 2^14 keeps suites fast; password.test.ts and the auth tests check 2^17 and the upgrade.
  // The sandbox SMS is a database insert, yet on a CI machine busy with other suites it once took past the 5 s send
  // timeout, and the OTP then waited out a 30 s retry: a test app retries within a second and waits longer for its
  // sandbox. The retry schedule itself is tested with its own settings in outbox.test.ts.
  const outbox = { ...base.outbox, retryBaseMs: 1_000, sendTimeoutMs: 20_000 };
  // Suites send one phone many requests at any hour: the no-spam limits and the night's hold are off unless a suite
  // sets them (routes/responses/survey-limits.test.ts).
  const surveys = { cooldownDays: 0, perPhoneDay: 1_000_000, quietHours: false };
  return { ...base, rateLimits: relaxedRateLimits(), scryptN: 2 ** 14, outbox, surveys, ...overrides };
}

/** A real app on a fresh database of `kind` (one per test file: database start-up is the slow part). */
export async function createTestApp(
  kind: DbKind,
  overrides: Partial<Config> = {},
  build: Omit<BuildOptions, 'database'> = {},
): Promise<TestApp> {
  const database = await openTestDatabase(kind);
  const app = await buildApp(testConfig(overrides), { ...build, database });
  return {
    app,
    kind,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Record<string, unknown>;
}

/** An app answering through fastify.inject, or the origin of a running server (http://127.0.0.1:port). */
export type Target = FastifyInstance | string;

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text; // Not JSON (static files, docs): keep the text.
  }
}

/**
 * Every failure names its request (`requestId`, the reply's x-request-id): checked here for every call of every
 * suite, then taken off, so a test compares the failure's own fields.
 */
function checkedRequestId<T>(body: T, headers: Record<string, unknown>): T {
  if (!body || typeof body !== 'object' || (body as { success?: unknown }).success !== false) return body;
  const { requestId, ...rest } = body as Record<string, unknown>;
  if (requestId !== headers['x-request-id'])
    throw new Error(
      `failure body's requestId ${String(requestId)} is not its x-request-id ${String(headers['x-request-id'])}`,
    );
  return rest as T;
}

/** Real HTTP semantics through fastify.inject, or over the network to a server process; JSON in, parsed JSON out. */
export async function call<T = any>(
  target: Target,
  method: InjectOptions['method'],
  url: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string>; ip?: string } = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (typeof target === 'string') {
    if (options.ip) throw new Error('a client address can only be chosen through inject');
    const json = options.body !== undefined && typeof options.body !== 'string';
    if (json) headers['content-type'] ??= 'application/json';
    const res = await fetch(`${target}${url}`, {
      method: String(method),
      headers,
      body: json ? JSON.stringify(options.body) : (options.body as string | undefined),
    });
    const replyHeaders = Object.fromEntries(res.headers);
    return {
      status: res.status,
      body: checkedRequestId(parsed(await res.text()) as T, replyHeaders),
      headers: replyHeaders,
    };
  }
  const res = await target.inject({
    method,
    url,
    payload: options.body as InjectOptions['payload'],
    headers,
    remoteAddress: options.ip,
  });
  return { status: res.statusCode, body: checkedRequestId(parsed(res.body) as T, res.headers), headers: res.headers };
}

let lastPhone = Math.floor(Math.random() * 1e7);

/**
 * A phone not used before in this test file: 998 9X XXX XX XX. Never one of the sandbox's unreliable numbers (ending
 * in 0000, whose first SMS fails): a test that wants one asks for it by name.
 */
export function uniquePhone(): string {
  let phone: string;
  do {
    lastPhone = (lastPhone + 1) % 1e8;
    phone = `9989${String(lastPhone).padStart(8, '0')}`;
  } while (phone.endsWith(FLAKY_PHONE_ENDING));
  return phone;
}

let lastChatId = 5_000_000 + Math.floor(Math.random() * 4_000_000);

/**
 * A Telegram chat (and user) id not used before in this test file. Never one of the sandbox's chats that blocked the
 * bot (ending in 403, answered as the Bot API's 403): a test that wants one builds it on purpose.
 */
export function uniqueChatId(): number {
  do lastChatId += 1;
  while (String(lastChatId).endsWith(BLOCKED_CHAT_ENDING));
  return lastChatId;
}
