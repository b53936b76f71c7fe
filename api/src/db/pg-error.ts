/** SQLSTATE of a foreign-key violation: the referenced row does not exist. */
export const FOREIGN_KEY_VIOLATION = '23503';
/** SQLSTATE of a unique violation. */
export const UNIQUE_VIOLATION = '23505';

/** The SQLSTATE of a database error, also when drizzle wrapped it (DrizzleQueryError keeps it in `cause`). */
export function sqlState(err: unknown): string | undefined {
  for (let e = err; e !== null && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}
