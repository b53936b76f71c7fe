import { statSync } from 'node:fs';
import { asc, eq } from 'drizzle-orm';
import { remoteOverrideSchema, type RemoteEntry, type RemoteOverride } from '@fikr/shared/core';
import type { Db } from '../db/client';
import { remoteOverrides } from '../db/schema';
import { AppError } from '../lib/app-error';
import { manifestOrigins } from '../plugins/security-headers';
import { consoleManifest, containerName, remoteManifest, type RemoteOverrideSettings } from '../web/remote-manifest';

export interface StoredOverride {
  name: string;
  value: RemoteOverride;
  updatedAt: string;
  updatedBy: string;
}

/** The operators' overrides of the console's remote manifest, by container name. */
export async function listOverrides(db: Db): Promise<StoredOverride[]> {
  const found = await db.select().from(remoteOverrides).orderBy(asc(remoteOverrides.name));
  return found.flatMap((row) => {
    const value = remoteOverrideSchema.safeParse(row.value);
    if (!value.success) return [];
    return [{ name: row.name, value: value.data, updatedAt: row.updatedAt.toISOString(), updatedBy: row.updatedBy }];
  });
}

/** The origin an override points the remote at, or null (withdrawn, or a path on this server). */
export function overrideOrigin(value: RemoteOverride): string | null {
  const entry = typeof value === 'string' ? value : value?.entry;
  if (!entry || !URL.canParse(entry)) return null;
  return new URL(entry).origin; // 'null' for a scheme that has no origin: on no allow-list
}

/** An operator re-points a remote only at an origin of REMOTE_ORIGINS (or at a path on this server). */
export function assertAllowedOrigin(value: RemoteOverride, allowed: readonly string[]): void {
  const origin = overrideOrigin(value);
  if (origin !== null && !allowed.includes(origin)) throw new AppError(400, 'errors.remoteOriginNotAllowed');
}

/** Sets a remote's override (what an MF_REMOTES value holds for it); `name` may be the package or container name. */
export async function setOverride(db: Db, name: string, value: RemoteOverride, by: string): Promise<string> {
  const key = containerName(name);
  const row = { name: key, value: remoteOverrideSchema.parse(value), updatedAt: new Date(), updatedBy: by };
  await db
    .insert(remoteOverrides)
    .values(row)
    .onConflictDoUpdate({
      target: remoteOverrides.name,
      set: { value: row.value, updatedAt: row.updatedAt, updatedBy: by },
    });
  return key;
}

/** Drops a remote's override: it is again what the server's settings (or the built-in default) say. */
export async function unsetOverride(db: Db, name: string): Promise<boolean> {
  const removed = await db
    .delete(remoteOverrides)
    .where(eq(remoteOverrides.name, containerName(name)))
    .returning({ name: remoteOverrides.name });
  return removed.length > 0;
}

type Log = { warn(obj: object, msg: string): void };

/**
 * The manifest every instance serves: the settings' manifest with the database's overrides on top. The overrides are
 * read again when they are older than `ttlMs` (at most one query a second per instance), so a change made on one
 * instance is served by all of them within about a second; the instance that made it sees it at once. When the
 * database cannot be read, the last overrides read stay in force. An override whose origin is not on REMOTE_ORIGINS
 * (stored before the list, or written past the API) is left out: an override alone never brings an origin to the CSP.
 */
export class LiveRemotes {
  private stored: Record<string, unknown> = {};
  private version = 0;
  private loadedAt = Number.NEGATIVE_INFINITY;
  private loading: Promise<void> | undefined;
  private originsKey = '';
  private originsCache: string[] = [];

  constructor(
    private readonly db: Db,
    private readonly settings: RemoteOverrideSettings,
    private readonly log?: Log,
    private readonly ttlMs = 1_000,
    private readonly allowedOrigins: readonly string[] = [],
  ) {}

  /** Reads the overrides again when they are stale (concurrent callers share one query). */
  async fresh(): Promise<void> {
    if (Date.now() - this.loadedAt < this.ttlMs) return;
    this.loading ??= this.load().finally(() => {
      this.loading = undefined;
    });
    await this.loading;
  }

  /** Forgets the overrides read (after a change here): the next fresh() reads them. */
  invalidate(): void {
    this.loadedAt = Number.NEGATIVE_INFINITY;
  }

  private async load(): Promise<void> {
    try {
      const found = await listOverrides(this.db);
      const allowed = found.filter((o) => {
        const origin = overrideOrigin(o.value);
        return origin === null || this.allowedOrigins.includes(origin);
      });
      if (allowed.length < found.length)
        this.log?.warn(
          { remotes: found.filter((o) => !allowed.includes(o)).map((o) => o.name) },
          'remote overrides to an origin outside REMOTE_ORIGINS are ignored',
        );
      this.stored = Object.fromEntries(allowed.map((o) => [o.name, o.value]));
      this.version++;
    } catch (err) {
      this.log?.warn({ err }, 'remote overrides could not be read: the last ones read stay in force');
    }
    this.loadedAt = Date.now();
  }

  manifest(): Record<string, RemoteEntry> {
    return consoleManifest(this.settings, this.stored);
  }

  /** The manifest's origins (the CSP's), computed again only when the overrides or MF_REMOTES(_FILE) change. */
  origins(): string[] {
    const key = `${this.version}|${this.settings.json ?? ''}|${this.settings.file ?? ''}|${fileStamp(this.settings.file)}`;
    if (key !== this.originsKey) {
      this.originsKey = key;
      this.originsCache = manifestOrigins(remoteManifest(this.settings, this.stored));
    }
    return this.originsCache;
  }
}

function fileStamp(file: string | undefined): string {
  if (!file) return '';
  try {
    const s = statSync(file);
    return `${s.mtimeMs}:${s.size}`;
  } catch {
    return 'missing';
  }
}
