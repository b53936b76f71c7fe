// Reference points for the API figures: Fastify hello world and a route doing one `select 1`
// (PGlite in memory or a pg Pool, like the API's two database kinds).
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import { Pool } from 'pg';

async function main(): Promise<void> {
  const app = Fastify();
  let query: () => Promise<unknown>;
  if (process.env.BASELINE_DB === 'postgres') {
    const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
    query = async () => (await pool.query('select 1 as one')).rows[0];
  } else {
    const db = await PGlite.create();
    query = async () => (await db.query('select 1 as one')).rows[0];
  }
  app.get('/hello', async () => ({ hello: 'world' }));
  app.get('/one-query', async () => ({ success: true, data: await query() }));
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
}

void main();
