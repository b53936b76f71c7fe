import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { pgliteSnapshot } from '../test/databases';
import { openDatabase } from './client';
import { lockDataDir, processStat } from './lock';
import { rows } from './rows';

describe('data directory lock', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'fikr-lock-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('holds the pid, refuses a second holder and is released', () => {
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'db.lock'), 'utf8')).toMatch(new RegExp(`^${process.pid} \\d+$`));
    expect(() => lockDataDir(dir)).toThrow(`data directory is in use by process ${process.pid}`);
    release();
    expect(existsSync(path.join(dir, 'db.lock'))).toBe(false);
    lockDataDir(dir)();
  });

  it('takes over the lock of a process that no longer runs', () => {
    const dead = spawnSync(process.execPath, ['-e', '0']).pid as number;
    writeFileSync(path.join(dir, 'db.lock'), String(dead));
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'db.lock'), 'utf8')).toMatch(new RegExp(`^${process.pid} `));
    release();
  });

  it('takes over a lock whose pid now belongs to another process (a container restarted with the same pids)', () => {
    const own = processStat(process.pid);
    if (own === null || own === 'gone') throw new Error('this test needs /proc');
    // The recorded pid runs (it is this very process) but started at another time: not the lock's owner.
    writeFileSync(path.join(dir, 'db.lock'), `${process.pid} ${Number(own.startTime) - 1}`);
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'db.lock'), 'utf8')).toBe(`${process.pid} ${own.startTime}`);
    release();
  });

  it('takes over the lock of a zombie', async () => {
    // The background sleep ends after its parent has exec'd into another sleep, which never reaps it: a zombie.
    const parent = spawn('sh', ['-c', 'sleep 0.3 & echo $!; exec sleep 10']);
    try {
      const zombie = Number(
        await new Promise<string>((resolve) => parent.stdout.once('data', (d: Buffer) => resolve(d.toString().trim()))),
      );
      for (let i = 0; i < 250; i++) {
        const stat = processStat(zombie);
        if (stat !== null && stat !== 'gone' && stat.state === 'Z') break;
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(processStat(zombie)).toMatchObject({ state: 'Z' });
      writeFileSync(path.join(dir, 'db.lock'), String(zombie));
      const release = lockDataDir(dir);
      expect(readFileSync(path.join(dir, 'db.lock'), 'utf8')).toMatch(new RegExp(`^${process.pid} `));
      release();
    } finally {
      parent.kill();
    }
  });

  describe('with PGlite on disk', () => {
    let other: ChildProcess;
    afterEach(() => {
      other?.kill();
    });

    it('refuses to open while another live process holds it, opens once it is gone', async () => {
      other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
      writeFileSync(path.join(dir, 'db.lock'), String(other.pid));
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(`data directory is in use by process ${other.pid}`);
      expect(existsSync(path.join(dir, 'db'))).toBe(false);

      other.kill();
      await new Promise((resolve) => other.once('exit', resolve));
      const database = await openDatabase({ dataDir: dir, pgliteSnapshot: await pgliteSnapshot() });
      const [row] = await rows<{ n: number }>(database.db, sql`select count(*)::int as n from users`);
      expect(row.n).toBe(0);
      await database.close();
      expect(existsSync(path.join(dir, 'db.lock'))).toBe(false);
      expect(existsSync(path.join(dir, 'db', 'PG_VERSION'))).toBe(true);
    });
  });
});
