import { randomBytes, randomInt, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
  );

/** OWASP's scrypt parameters: N=2^17, r=8, p=1 (128 MiB of memory per hash). */
export const SCRYPT_N = 2 ** 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

let currentN = SCRYPT_N;

/** The N new hashes get (config.scryptN: production always 2^17; the test harness lowers it for speed). */
export function setScryptN(n: number): void {
  currentN = n;
}

/** Node refuses scrypt above 32 MiB unless maxmem allows it: 128·N·r bytes, with headroom. */
const maxmem = (n: number, r: number) => 2 * 128 * n * r;

/** 'scrypt$N$r$p$salt$hash' (base64url); parameters are stored so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { N: currentN, r: R, p: P, maxmem: maxmem(currentN, R) });
  return ['scrypt', currentN, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: maxmem(Number(n), Number(r)),
  });
  return timingSafeEqual(key, expected);
}

/** A hash made with weaker parameters than new ones get: upgraded at the next successful login. */
export function needsRehash(stored: string): boolean {
  const [scheme, n, r, p] = stored.split('$');
  return scheme !== 'scrypt' || Number(n) < currentN || Number(r) !== R || Number(p) !== P;
}

/** The 10,000 most used passwords (zxcvbn 4.4.2's ranked list, MIT), shipped in api/common-passwords.txt. */
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    readFileSync(path.resolve(__dirname, '../../common-passwords.txt'), 'utf8').split('\n').filter(Boolean),
  );
  return common.has(password.toLowerCase());
}

/**
 * Reset passwords are 8 random digits: Telegram's Gateway API delivers only numeric codes (4–8 digits).
 * Guessing is held off by the per-phone login limit, the 30-minute expiry, and the old password keeps working meanwhile.
 */
export function randomPassword(): string {
  return String(randomInt(0, 100_000_000)).padStart(8, '0');
}
