// The migrations and the TypeScript schema describe one database. `drizzle-kit generate` compares the schema with
// the newest snapshot in drizzle/meta: it must find nothing, or the next `migrate:generate` would write a wrong
// migration. On PostgreSQL the database the migrations build is compared with the schema too (`drizzle-kit push`
// lists what it would change), so a hand-written migration cannot drift from the schema either.
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { throwawayPgDatabase } from '../test/databases';
import { MIGRATIONS_DIR, openDatabase } from './client';

const API_DIR = path.resolve(__dirname, '../..');
const run = promisify(execFile);

/** drizzle-kit with a config of its own and a copy of the migrations in a temp folder (the repo is never written). */
async function drizzleKit(args: string[], config: Record<string, unknown>): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fikr-drizzle-'));
  try {
    const file = path.join(dir, 'drizzle.config.js');
    const out = path.join(dir, 'drizzle');
    cpSync(MIGRATIONS_DIR, out, { recursive: true });
    const schema = path.join(API_DIR, 'src/db/schema/index.ts');
    // drizzle-kit reads `out` relative to its working folder (api/).
    const relativeOut = path.relative(API_DIR, out);
    writeFileSync(
      file,
      `module.exports = ${JSON.stringify({ dialect: 'postgresql', schema, out: relativeOut, ...config })};`,
    );
    const { stdout, stderr } = await run(
      process.execPath,
      [path.join(API_DIR, 'scripts/drizzle-kit.mjs'), ...args, '--config', file],
      { cwd: API_DIR, timeout: 120_000, env: { ...process.env, FORCE_COLOR: '0' } },
    );
    return stdout + stderr;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * drizzle-kit cannot read back a GIN index's operator class, so it always proposes to re-create the trigram
 * indexes: those statements are its blind spot, not a difference.
 */
const TRIGRAM_INDEX = /^(DROP INDEX "\w+_trgm_idx";|CREATE INDEX "\w+_trgm_idx" ON .* USING gin \(.* gin_trgm_ops\);)$/;

describe('the migrations and the schema', () => {
  it('drizzle-kit generate finds no difference between the schema and the newest snapshot', async () => {
    const output = await drizzleKit(['generate'], {});
    expect(output).toMatch(/No schema changes, nothing to migrate/);
  });

  // Like every suite's PostgreSQL half, this runs where DATABASE_URL names a server (CI always does).
  if (process.env.DATABASE_URL)
    it('the database the migrations build is the one the schema describes', async () => {
      const pg = await throwawayPgDatabase();
      try {
        const database = await openDatabase({ dataDir: 'memory', databaseUrl: pg.url });
        await database.close();
        const output = await drizzleKit(['push', '--verbose', '--strict=false', '--force'], {
          dbCredentials: { url: pg.url },
        });
        const statements = output
          .split('\n')
          .map((line) => line.trim())
          .filter((line) => /^(CREATE|ALTER|DROP|COMMENT|TRUNCATE)\b/.test(line))
          .filter((line) => !TRIGRAM_INDEX.test(line));
        expect(statements).toEqual([]);
      } finally {
        await pg.drop();
      }
    });
});
