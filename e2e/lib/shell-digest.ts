import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './app-server';

/** sha256 of every file of the shell's build, by name: a remote's upgrade or rollback must leave it unchanged. */
export function shellDigest(): Record<string, string> {
  const dir = join(repoRoot, 'shell/dist');
  return Object.fromEntries(
    readdirSync(dir)
      .sort()
      .map((f) => [
        f,
        createHash('sha256')
          .update(readFileSync(join(dir, f)))
          .digest('hex'),
      ]),
  );
}
