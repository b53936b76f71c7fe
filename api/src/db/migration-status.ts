import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR, type Db } from './client';
import { rows } from './rows';

export interface MigrationStatus {
  /** Tag of the newest applied migration, e.g. '0001_schema'. */
  version: string | null;
  applied: number;
  available: number;
}

interface Journal {
  entries: Array<{ idx: number; when: number; tag: string }>;
}

const journal: Journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'));

export async function migrationStatus(db: Db): Promise<MigrationStatus> {
  const [row] = await rows<{ applied: number; last: string | null }>(
    db,
    sql`select count(*)::int as applied, max(created_at)::text as last from drizzle.__drizzle_migrations`,
  );
  const last = row?.last == null ? null : Number(row.last);
  const entry = journal.entries.find((e) => e.when === last);
  return { version: entry?.tag ?? null, applied: Number(row?.applied ?? 0), available: journal.entries.length };
}
