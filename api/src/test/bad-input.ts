// Building blocks of the bad-input sweep (routes/robustness.test.ts): the junk values tried on every field,
// forged bearer tokens, and the check that a refusal is a clean 4xx in the spec's failure shape.
import { createHmac } from 'node:crypto';
import { resources } from '@fikr/shared/core';
import { API_MESSAGES_UZ, isKnownMessage } from '../lib/messages';

/** What a junk value is, so a route can say which kinds a field legitimately accepts. */
export type JunkKind =
  | 'missing' // the field (or array element) is left out
  | 'type' // null, boolean, number, array, object where something else is expected
  | 'blank' // '' and whitespace
  | 'text' // short strings: words, emoji, RTL, combining marks, CR LF, BEL, zero-width
  | 'numeric-text' // strings that look like numbers: '1e9999', 'NaN', '-1', '0x10'
  | 'phone-text' // malformed phone numbers
  | 'id-text' // malformed ids: traversal, SQL, nil uuid
  | 'nul' // a string holding U+0000 (PostgreSQL text cannot store it)
  | 'huge' // 100 KB string
  | 'number'; // -1, 0, 1.5, 1e308, 2^63, and the JSON literal 1e9999 (parses to Infinity)

export interface Junk {
  name: string;
  kind: JunkKind;
  value: unknown;
}

export const MISSING = Symbol('missing');

/** A number written into the JSON text as is (1e9999 cannot come from JSON.stringify). */
export class RawJson {
  constructor(readonly text: string) {}
}

export const HUGE = 'x'.repeat(100_000);

/** Short strings: each is accepted by a free-text field and refused by anything stricter. */
export const SHORT_STRINGS: Junk[] = [
  { name: 'word', kind: 'text', value: 'abc' },
  { name: 'emoji', kind: 'text', value: '😀👍🏽🇺🇿 zo‘r' },
  { name: 'rtl', kind: 'text', value: 'مرحبا \u202Eevil\u202C שלום' },
  { name: 'combining marks', kind: 'text', value: 'Z\u0334\u0356a\u0336l\u0338g\u0337o e\u0301\u0301\u0301' },
  { name: 'crlf', kind: 'text', value: 'bir\r\nikki\r\n' },
  { name: 'bell', kind: 'text', value: 'a\u0007b\u001b[31m' },
  { name: 'zero-width', kind: 'text', value: 'a\u200Bb\uFEFF' },
  { name: "'1e9999'", kind: 'numeric-text', value: '1e9999' },
  { name: "'NaN'", kind: 'numeric-text', value: 'NaN' },
  { name: "'-1'", kind: 'numeric-text', value: '-1' },
  { name: "'0x10'", kind: 'numeric-text', value: '0x10' },
  { name: 'short phone', kind: 'phone-text', value: '+998 90 123 45 6' },
  { name: 'long phone', kind: 'phone-text', value: '9989012345678' },
  { name: 'foreign phone', kind: 'phone-text', value: '+7 900 123 45 67' },
  { name: 'arabic-indic digits', kind: 'phone-text', value: '٩٩٨٩٠١٢٣٤٥٦٧' },
  { name: 'phone with sql', kind: 'phone-text', value: "998901234567' or '1'='1" },
  { name: 'traversal id', kind: 'id-text', value: '../../etc/passwd' },
  { name: 'sql id', kind: 'id-text', value: "'; drop table users; --" },
  { name: 'nil uuid', kind: 'id-text', value: '00000000-0000-0000-0000-000000000000' },
  { name: 'not-hex uuid', kind: 'id-text', value: 'zzzzzzzz-0000-0000-0000-000000000000' },
  { name: "'null'", kind: 'id-text', value: 'null' },
];

/** Every junk value tried on every body field and query parameter. */
export const JUNK: Junk[] = [
  { name: 'missing', kind: 'missing', value: MISSING },
  { name: 'null', kind: 'type', value: null },
  { name: 'true', kind: 'type', value: true },
  { name: '42', kind: 'type', value: 42 },
  { name: 'array', kind: 'type', value: ['a', 1] },
  { name: 'object', kind: 'type', value: { $gt: '' } },
  { name: "''", kind: 'blank', value: '' },
  { name: 'spaces', kind: 'blank', value: '  \t ' },
  ...SHORT_STRINGS,
  { name: 'nul', kind: 'nul', value: 'a\u0000b' },
  { name: '100 KB', kind: 'huge', value: HUGE },
  { name: '-1', kind: 'number', value: -1 },
  { name: '0', kind: 'number', value: 0 },
  { name: '1.5', kind: 'number', value: 1.5 },
  { name: '1e308', kind: 'number', value: 1e308 },
  { name: '2^63', kind: 'number', value: 2 ** 63 },
  { name: '1e9999 literal', kind: 'number', value: new RawJson('1e9999') },
];

/** Malformed path parameters (ids, codes, tokens). */
export const JUNK_PARAMS: Junk[] = [
  ...SHORT_STRINGS,
  { name: "''", kind: 'blank', value: ' ' },
  { name: 'nul', kind: 'nul', value: 'a\u0000b' },
  { name: '900 chars', kind: 'huge', value: 'y'.repeat(900) },
  { name: '100 KB', kind: 'huge', value: HUGE },
  { name: 'bad escape', kind: 'id-text', value: new RawJson('%E0%A4%A') },
  { name: 'encoded slash', kind: 'id-text', value: 'a/../../b' },
];

/** JSON text of a body that may hold RawJson values. */
export function jsonText(body: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(body, (_key, value) => {
    if (value instanceof RawJson) {
      raws.push(value.text);
      return `__raw_${raws.length - 1}__`;
    }
    return value;
  });
  return text.replace(/"__raw_(\d+)__"/g, (_m, i: string) => raws[Number(i)]);
}

/** A path segment: RawJson is sent undecoded (a broken escape), anything else URL-encoded. */
export function pathSegment(value: unknown): string {
  return value instanceof RawJson ? value.text : encodeURIComponent(String(value));
}

/** Query-string form of a value: arrays repeat the key, objects become key[k]=v, RawJson is its text. */
export function queryPairs(key: string, value: unknown): Array<[string, string]> {
  if (value === MISSING) return [];
  if (Array.isArray(value)) return value.map((v) => [key, String(v)]);
  if (value instanceof RawJson) return [[key, value.text]];
  if (value !== null && typeof value === 'object')
    return Object.entries(value).map(([k, v]) => [`${key}[${k}]`, String(v)]);
  return [[key, String(value)]];
}

export function queryString(pairs: Array<[string, string]>): string {
  return pairs.length === 0
    ? ''
    : `?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')}`;
}

/** Paths of every field of a JSON body, containers before their contents: 'questions', 'questions.0', 'questions.0.text'… */
export function fieldPaths(value: unknown, prefix: string[] = []): string[][] {
  if (value === null || typeof value !== 'object' || value instanceof RawJson) return [];
  const out: string[][] = [];
  for (const [key, child] of Object.entries(value)) {
    out.push([...prefix, key], ...fieldPaths(child, [...prefix, key]));
  }
  return out;
}

/** A deep copy of `body` with the field at `path` replaced (or removed, for MISSING; array elements are spliced out). */
export function withField(body: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone(body) as Record<string, unknown>;
  let node: Record<string, unknown> | unknown[] = copy;
  for (const key of path.slice(0, -1)) node = (node as Record<string, unknown>)[key] as Record<string, unknown>;
  const last = path[path.length - 1];
  if (value !== MISSING) (node as Record<string, unknown>)[last] = value;
  else if (Array.isArray(node)) node.splice(Number(last), 1);
  else delete node[last];
  return copy;
}

// ---------------------------------------------------------------------------------------------------------
// Bearer tokens. HS256 written out by hand, so every part of a forgery is under the test's control.

const b64url = (value: unknown) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

export function hs256(
  payload: Record<string, unknown>,
  secret: string,
  header: Record<string, unknown> = { alg: 'HS256', typ: 'JWT' },
): string {
  const head = `${b64url(header)}.${b64url(payload)}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

/**
 * Authorization headers that must never authenticate: none, malformed, expired, not yet valid, signed with a
 * wrong secret, alg none, a valid token whose payload was swapped for another user's, a non-uuid subject, and
 * a well-signed token of a user that does not exist.
 */
export function forgedAuthorizations(
  secret: string,
  victimToken: string,
  attackerUserId: string,
): Array<[string, string | undefined]> {
  const now = Math.floor(Date.now() / 1000);
  const [head, , signature] = victimToken.split('.');
  return [
    ['no header', undefined],
    ['empty bearer', 'Bearer '],
    ['not a jwt', 'Bearer not-a-jwt'],
    ['basic scheme', `Basic ${Buffer.from('admin:admin').toString('base64')}`],
    ['8 KB garbage', `Bearer ${'A'.repeat(8192)}`],
    ['expired', `Bearer ${hs256({ sub: attackerUserId, iat: now - 7200, exp: now - 3600 }, secret)}`],
    ['not yet valid', `Bearer ${hs256({ sub: attackerUserId, iat: now, nbf: now + 3600, exp: now + 7200 }, secret)}`],
    [
      'wrong secret',
      `Bearer ${hs256({ sub: attackerUserId, iat: now, exp: now + 3600 }, 'not-the-secret-of-this-server-at-all')}`,
    ],
    [
      'alg none',
      `Bearer ${b64url({ alg: 'none', typ: 'JWT' })}.${b64url({ sub: attackerUserId, iat: now, exp: now + 3600 })}.`,
    ],
    ['tampered payload', `Bearer ${head}.${b64url({ sub: attackerUserId, iat: now, exp: now + 3600 })}.${signature}`],
    ['non-uuid subject', `Bearer ${hs256({ sub: "' or 1=1 --", iat: now, exp: now + 3600 }, secret)}`],
    [
      'unknown user',
      `Bearer ${hs256({ sub: '00000000-0000-4000-8000-000000000000', iat: now, exp: now + 3600 }, secret)}`,
    ],
  ];
}

// ---------------------------------------------------------------------------------------------------------
// The refusal check.

function leaves(tree: unknown): string[] {
  if (typeof tree === 'string') return [tree];
  if (tree === null || typeof tree !== 'object') return [];
  return Object.values(tree).flatMap(leaves);
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every Uzbek text the API can answer with: shared `common` texts and the API's own, {{params}} as wildcards. */
const UZBEK_MESSAGES: RegExp[] = [...leaves(resources.uz.common), ...Object.values(API_MESSAGES_UZ)].map(
  (text) =>
    new RegExp(
      `^${text
        .split(/\{\{\s*\w+\s*\}\}/)
        .map(escapeRe)
        .join('[^]+')}$`,
    ),
);

export function isUzbekMessage(message: unknown): boolean {
  return typeof message === 'string' && UZBEK_MESSAGES.some((re) => re.test(message));
}

/** Traces of internals that must never reach a client. */
const LEAKS: Array<[string, RegExp]> = [
  ['stack trace', /\bat .+:\d+:\d+|\bstack\b/i],
  ['source path', /(\/|\\)(work|home|tmp|usr|var|app|src|dist|node_modules)(\/|\\)|\.(ts|js|cjs|mjs):\d+/i],
  [
    'SQL',
    /\b(select|insert into|update \S+ set|delete from|relation "|column "|syntax error|violates|duplicate key|failed query|sqlstate)\b/i,
  ],
  ['driver', /\b(drizzle|pglite|postgres(ql)?|node-postgres|zod|fastify|FST_[A-Z_]+)\b/i],
];

export function leakIn(text: string): string | null {
  for (const [name, re] of LEAKS) if (re.test(text)) return name;
  return null;
}

/**
 * Why a reply is not a clean refusal, or null when it is one: a 4xx whose JSON body is exactly
 * { success: false, message: <Uzbek catalogue text> } (plus the optional processor `code` and field `errors`),
 * with no internals and, when given, none of `foreign` (another business's data).
 */
export function refusalProblem(status: number, rawBody: string, foreign: string[] = []): string | null {
  if (status < 400 || status >= 500) return `status ${status}`;
  const leak = leakIn(rawBody);
  if (leak) return `leaks ${leak}`;
  const secret = foreign.find((s) => rawBody.includes(s));
  if (secret) return `leaks another business's ${secret}`;
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return 'body is not JSON';
  }
  const extra = Object.keys(body).filter((k) => !['success', 'message', 'code', 'errors', 'requestId'].includes(k));
  if (body.success !== false) return 'success is not false';
  if (extra.length > 0) return `unexpected keys ${extra.join(', ')}`;
  if (!isUzbekMessage(body.message)) return `message is not an Uzbek catalogue text: ${JSON.stringify(body.message)}`;
  if (
    body.code !== undefined &&
    typeof body.code !== 'number' &&
    !(typeof body.code === 'string' && isKnownMessage(body.code))
  ) {
    return `code is neither a processor code nor a catalogue key: ${JSON.stringify(body.code)}`;
  }
  const errors = body.errors ?? [];
  if (!Array.isArray(errors) || !errors.every((e) => isUzbekMessage((e as { message?: unknown })?.message))) {
    return 'field errors are not Uzbek catalogue texts';
  }
  return null;
}
