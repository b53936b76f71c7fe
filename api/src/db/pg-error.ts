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

/**
 * The database connection itself failed (terminated backend, server restart, network): SQLSTATE class 08
 * (connection exception) or 57P01-57P03 (shutdown), or node-postgres's own "Connection terminated" errors.
 * Such a request answers 503; the pool replaces the connection for the next one.
 */
export function isConnectionError(err: unknown): boolean {
  const state = sqlState(err);
  if (state && (state.startsWith('08') || ['57P01', '57P02', '57P03'].includes(state))) return true;
  for (let e = err; e !== null && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { message, code } = e as { message?: unknown; code?: unknown };
    if (typeof code === 'string' && ['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT'].includes(code)) return true;
    if (
      typeof message === 'string' &&
      /Connection terminated|not queryable|terminating connection|Connection ended/i.test(message)
    )
      return true;
  }
  return false;
}
