// The zod pieces every server of the product reads its environment with (the API and the public app's own
// server): one wording for a wrong value, one parse. Node only: nothing in the browser reads settings.
import { isIP } from 'node:net';
import { z } from 'zod';

/** Hops of proxies in front of the server (TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.1,10.0.0.2). */
export type TrustProxy = false | number | string[];

export const got = (issue: { input?: unknown }) => ` (got "${String(issue.input)}")`;

export const whole = (unit = '') =>
  z
    .string()
    .regex(/^[1-9]\d{0,8}$/, { error: (issue) => `must be a positive whole number${unit}${got(issue)}` })
    .transform(Number);

export const milliseconds = (fallback: number) => whole(' of milliseconds').default(fallback);

export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (issue) => `must be one of ${values.join(', ')}${got(issue)}` });

export const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false'], { error: (issue) => `must be true or false${got(issue)}` })
    .transform((value) => value === 'true')
    .default(fallback);

export const url = (protocols: string[], what: string) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { error: (issue) => `must be ${what}${got(issue)}` },
  );

export const origin = url(['http:', 'https:'], 'an http(s) origin such as https://fikr.uz').transform(
  (value) => new URL(value).origin,
);
export const httpUrl = url(['http:', 'https:'], 'an http(s) URL');

export const port = z
  .string()
  .refine((value) => /^\d{1,5}$/.test(value) && Number(value) >= 1 && Number(value) <= 65_535, {
    error: (issue) => `must be a port number from 1 to 65535${got(issue)}`,
  })
  .transform(Number);

/** The forms fast-jwt's expiresIn reads: a number of a unit (7d, 12h, 30 minutes). */
export const duration = z
  .string()
  .regex(/^\d+ *(ms|s|secs?|seconds?|m|mins?|minutes?|h|hrs?|hours?|d|days?|w|weeks?|y|yrs?|years?)$/i, {
    error: (issue) => `must be a duration such as 7d, 12h or 30m${got(issue)}`,
  });

/**
 * A number of proxy hops, or a comma list of proxy addresses (CIDR allowed). `true` is refused in every mode: it
 * would trust any X-Forwarded-For a client sends.
 */
export const trustProxy = z.string().transform((value, ctx): TrustProxy => {
  if (value === 'false' || value === '0') return false;
  const problem = (message: string) => {
    ctx.issues.push({ code: 'custom', input: value, message });
    return z.NEVER;
  };
  if (value === 'true')
    return problem(
      'TRUST_PROXY=true lets any client forge its IP; give the number of proxy hops (TRUST_PROXY=1) or the proxy addresses',
    );
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
  if (bad.length > 0 || addresses.length === 0)
    return problem(`must be a number of proxy hops or a comma list of IP addresses${got({ input: value })}`);
  return addresses;
});
