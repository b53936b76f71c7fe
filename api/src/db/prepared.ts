import type { Db } from './client';

const cache = new WeakMap<Db, Map<string, unknown>>();

/**
 * A drizzle prepared query, built once per database. Building SQL from the query builder costs more
 * CPU than the query itself on hot public paths; a prepared one only binds its placeholders.
 */
export function prepared<T>(db: Db, name: string, build: (db: Db) => T): T {
  let byName = cache.get(db);
  if (!byName) {
    byName = new Map();
    cache.set(db, byName);
  }
  let query = byName.get(name) as T | undefined;
  if (!query) {
    query = build(db);
    byName.set(name, query);
  }
  return query;
}
