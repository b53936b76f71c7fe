// `npm run remotes -- list | set <remote> <url> | withdraw <remote> | unset <remote>`: the operators' overrides of
// the console's remote manifest, written straight to the database (DATABASE_URL, else the embedded one in DATA_DIR).
// Every running instance serves a change within a second. The embedded database belongs to one process at a time:
// while the server runs on it, the same change goes through the operator route (PUT/DELETE /api/ops/remotes/:name).
import { userInfo } from 'node:os';
import path from 'node:path';
import { remoteNameSchema, remoteOverrideRequestSchema } from '@fikr/shared/core';
import { REPO_ROOT } from '../config';
import { parseEnv } from '../env-schema';
import { openDatabase } from '../db/client';
import { DataDirInUseError } from '../db/lock';
import { recordOps } from '../services/ops';
import { listOverrides, setOverride, unsetOverride } from '../services/remotes';
import { consoleManifest } from '../web/remote-manifest';

const USAGE = `usage: npm run remotes -- list
       npm run remotes -- set <remote> <url of its mf-manifest.json>
       npm run remotes -- withdraw <remote>     (the console stops loading it)
       npm run remotes -- unset <remote>        (back to the server's settings or the built-in build)`;

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

function remoteName(value: string | undefined): string {
  const parsed = remoteNameSchema.safeParse(value);
  if (!parsed.success) fail(`not a remote name: ${value ?? '(none)'} (mf-forms, mf-team, …)\n${USAGE}`);
  return parsed.data;
}

async function main(args: string[]): Promise<void> {
  const [command, name, url] = args;
  if (!['list', 'set', 'withdraw', 'unset'].includes(command)) fail(USAGE);
  if (command !== 'list') remoteName(name);
  if (command === 'set' && !remoteOverrideRequestSchema.shape.entry.safeParse(url ?? null).data)
    fail(`not a URL of an mf-manifest.json: ${url ?? '(none)'} (https://… or a path on this server, /remotes/…)`);

  // the server's own settings parser: the same names, checks and messages as `npm start`
  const { env, problems } = parseEnv(process.env);
  if (problems.length > 0) fail(problems.join('\n'));
  const dataDir = env.DATA_DIR ? path.resolve(env.DATA_DIR) : path.join(REPO_ROOT, 'data');
  let database;
  try {
    database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir, poolSize: 1 });
  } catch (err) {
    if (err instanceof DataDirInUseError)
      fail(
        `The server (process ${err.pid}) has the embedded database of ${dataDir} open, and only one process can.\n` +
          `While it runs, change the manifest through it, signed in as an operator (OPERATOR_PHONES):\n` +
          `  PUT /api/ops/remotes/<remote> {"entry": "<url>"}   DELETE /api/ops/remotes/<remote>\n` +
          `or stop the server first. With PostgreSQL (DATABASE_URL) this command works while servers run.`,
      );
    throw err;
  }
  try {
    const by = `cli:${userInfo().username}`;
    const operator = { phone: by, ip: 'local' };
    if (command === 'set' || command === 'withdraw') {
      const value = command === 'set' ? (url as string) : null;
      await database.db.transaction(async (tx) => {
        const key = await setOverride(tx, name, value, by);
        await recordOps(tx, operator, 'remote.set', `${key} ${value ?? 'withdrawn'}`);
      });
    } else if (command === 'unset') {
      await database.db.transaction(async (tx) => {
        const removed = await unsetOverride(tx, name);
        await recordOps(tx, operator, 'remote.unset', name.replace(/-/g, '_'));
        if (!removed) console.log(`${name} had no override`);
      });
    }
    const overrides = await listOverrides(database.db);
    const stored = Object.fromEntries(overrides.map((o) => [o.name, o.value]));
    const manifest = consoleManifest({ json: env.MF_REMOTES, file: env.MF_REMOTES_FILE }, stored);
    const names = [...new Set([...Object.keys(manifest), ...overrides.map((o) => o.name)])].sort();
    for (const remote of names) {
      const override = overrides.find((o) => o.name === remote);
      const where = manifest[remote]?.entry ?? '(withdrawn)';
      const note = override ? `  override by ${override.updatedBy} at ${override.updatedAt}` : '';
      console.log(`${remote.padEnd(14)} ${where}${note}`);
    }
    if (env.MF_REMOTES || env.MF_REMOTES_FILE)
      console.log('(entries without an override as this shell’s MF_REMOTES / MF_REMOTES_FILE say)');
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
