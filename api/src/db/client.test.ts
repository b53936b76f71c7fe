import { sql } from 'drizzle-orm';
import { throwawayPgDatabase } from '../test/databases';
import { openDatabase } from './client';
import { migrationStatus } from './migration-status';
import { rows } from './rows';

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('migrations on PostgreSQL', () => {
  it('four instances opening one empty database at the same moment all come up, migrated once', async () => {
    const pg = await throwawayPgDatabase();
    try {
      const opened = await Promise.allSettled(
        Array.from({ length: 4 }, () => openDatabase({ dataDir: 'memory', databaseUrl: pg.url, poolSize: 2 })),
      );
      const databases = opened.map((o) => {
        if (o.status === 'rejected') throw o.reason;
        return o.value;
      });
      const status = await migrationStatus(databases[0].db);
      expect(status.applied).toBe(status.available);
      const [{ count }] = await rows<{ count: number }>(
        databases[1].db,
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      );
      expect(count).toBe(status.available);
      await Promise.all(databases.map((d) => d.close()));
    } finally {
      await pg.drop();
    }
  });
});
