import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import * as schema from './schema';
import { lockDataDir } from './lock';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DbKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DbKind;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** Directory for PGlite (the db lives in <dataDir>/db); 'memory' for an in-memory database. */
  dataDir: string;
  /** A PGlite data dump (tar) to start from, e.g. an already migrated database in tests. */
  pgliteSnapshot?: Blob;
  poolSize?: number;
  /** Errors of idle PostgreSQL connections (server restart, terminated backend); without a listener they crash the process. */
  onConnectionError?: (err: Error) => void;
}

export const MIGRATIONS_DIR = path.resolve(__dirname, '../../drizzle');

async function openPglite(options: DatabaseOptions): Promise<Database> {
  const memory = options.dataDir === 'memory';
  const releaseLock = memory ? () => {} : lockDataDir(options.dataDir);
  try {
    const client = await PGlite.create({
      dataDir: memory ? undefined : path.join(options.dataDir, 'db'),
      loadDataDir: options.pgliteSnapshot,
      extensions: { pg_trgm },
    });
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });
    return {
      db,
      kind: 'pglite',
      async close() {
        await client.close();
        releaseLock();
      },
    };
  } catch (err) {
    releaseLock();
    throw err;
  }
}

/** Key of the session-level advisory lock that serializes migrations of every instance on one database. */
export const MIGRATION_LOCK_KEY = 7_341_205_001;

/**
 * Instances started at the same moment on an empty database would race on `CREATE SCHEMA "drizzle"` and the
 * migrations table: one dedicated connection holds a PostgreSQL advisory lock while it migrates, the others
 * wait for it and then find nothing left to do.
 */
async function migrateUnderLock(pool: Pool): Promise<void> {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg(client, { schema }) as never, { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } catch (err) {
    broken = true;
    throw err;
  } finally {
    // A connection whose unlock failed may still hold the lock: destroy it rather than return it to the pool.
    client.release(broken);
  }
}

async function openPostgres(
  url: string,
  poolSize = 10,
  onConnectionError: (err: Error) => void = () => {},
): Promise<Database> {
  const pool = new Pool({ connectionString: url, max: poolSize });
  // The pool listens only to idle clients: a client in use whose backend dies (pg_terminate_backend, restart)
  // emits 'error' too, and without a listener of its own that would crash the process. Its query fails and the
  // request answers 503 (isConnectionError); the pool drops the broken client.
  pool.on('error', onConnectionError);
  pool.on('connect', (client) => client.on('error', onConnectionError));
  try {
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migrateUnderLock(pool);
    return { db, kind: 'postgres', close: () => pool.end() };
  } catch (err) {
    await pool.end();
    throw err;
  }
}

/** PostgreSQL when a URL is given, else PGlite; migrations are applied before it is returned. */
export function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize, options.onConnectionError)
    : openPglite(options);
}
