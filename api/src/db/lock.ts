import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirInUseError extends Error {
  constructor(
    readonly pid: number,
    lockFile: string,
  ) {
    super(`data directory is in use by process ${pid} (${lockFile}): stop that server or choose another DATA_DIR`);
  }
}

/** State and start time (clock ticks since boot) of a process from /proc/<pid>/stat; null where there is no /proc. */
export function processStat(pid: number): { state: string; startTime: string } | null | 'gone' {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ESRCH') return readableProc() ? 'gone' : null;
    return null;
  }
  // The command name (field 2) may hold spaces and parentheses: fields are counted after its last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { state: fields[0], startTime: fields[19] };
}

function readableProc(): boolean {
  try {
    readFileSync('/proc/self/stat');
    return true;
  } catch {
    return false;
  }
}

function signalAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Does the lock's owner still run? A zombie does not; a process that merely reuses the pid (containers restart
 * with the same pids) has another start time than the one recorded.
 */
function ownerRuns(pid: number, startTime: string | undefined): boolean {
  const stat = processStat(pid);
  if (stat === 'gone') return false;
  if (stat === null) return signalAlive(pid);
  if (stat.state === 'Z' || stat.state === 'X') return false;
  return startTime === undefined || stat.startTime === startTime;
}

/** What the lock file holds: "<pid> <start time>" (the start time is missing in locks of older versions). */
function lockContent(): string {
  const stat = processStat(process.pid);
  return stat && stat !== 'gone' ? `${process.pid} ${stat.startTime}` : String(process.pid);
}

/**
 * PGlite does not lock its data directory, and two processes on one directory corrupt it.
 * DATA_DIR/db.lock is created with O_EXCL and holds the owner's pid and start time; a lock whose owner no longer
 * runs (dead, zombie, or its pid now another process's) is taken over. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'db.lock');
  const content = lockContent();
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, content);
      closeSync(fd);
      return () => release(file, content);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const [pidText, startTime] = readFileSync(file, 'utf8').trim().split(/\s+/);
      const pid = Number(pidText);
      if (Number.isInteger(pid) && pid > 0 && ownerRuns(pid, startTime)) throw new DataDirInUseError(pid, file);
      unlinkSync(file);
    }
  }
  throw new Error(`could not lock ${file}`);
}

function release(file: string, content: string): void {
  try {
    if (readFileSync(file, 'utf8').trim() === content) unlinkSync(file);
  } catch {
    // Already gone.
  }
}
