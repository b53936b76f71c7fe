import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/** Runs raw SQL on either driver and returns its rows (both drivers put them under `rows`). */
export async function rows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
