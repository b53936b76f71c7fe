import { createHash } from 'node:crypto';
import { readdir, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { businesses, files } from '../db/schema';
import { AppError } from '../lib/app-error';
import { sniffImage, type ImageType } from '../lib/image-type';

/** Logos are files in the database (every instance serves them) under /uploads/logos/<sha256>.<type>. */
const LOGO_PREFIX = '/uploads/logos/';
const CONTENT_TYPES: Record<ImageType, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
const FILE_KEY = /^[0-9a-f]{64}\.(?:jpg|png|webp)$/;

type Tx = Pick<Db, 'insert' | 'delete' | 'select' | 'execute'>;

/** Stores a jpg/png/webp logo (checked by content) under its content hash; the same bytes are stored once. */
export async function saveLogo(db: Tx, bytes: Buffer): Promise<string> {
  const type = sniffImage(bytes);
  if (!type) throw new AppError(400, 'errors.fileTypeInvalid');
  const key = `${createHash('sha256').update(bytes).digest('hex')}.${type}`;
  await db
    .insert(files)
    .values({ key, contentType: CONTENT_TYPES[type], size: bytes.length, content: bytes })
    .onConflictDoNothing();
  return `${LOGO_PREFIX}${key}`;
}

/** Removes a stored logo by its public path once no business shows it any more (same content = same file). */
export async function dropLogoIfUnused(db: Tx, publicPath: string | null | undefined): Promise<void> {
  const key = publicPath?.startsWith(LOGO_PREFIX) ? publicPath.slice(LOGO_PREFIX.length) : null;
  if (!key || !FILE_KEY.test(key)) return;
  await db
    .delete(files)
    .where(
      and(eq(files.key, key), sql`not exists (select 1 from ${businesses} where ${businesses.logo} = ${publicPath})`),
    );
}

/** A stored file by the part of its URL after /uploads/ (e.g. 'logos/<sha256>.png'); null when there is none. */
export async function readUpload(db: Db, name: string) {
  const key = name.startsWith('logos/') ? name.slice('logos/'.length) : null;
  if (!key || !FILE_KEY.test(key)) return null;
  const [row] = await db
    .select({ key: files.key, contentType: files.contentType, content: files.content })
    .from(files)
    .where(eq(files.key, key));
  return row ?? null;
}

/**
 * Logos written to DATA_DIR/uploads/logos by earlier versions move into the files table: each business's
 * logo path is rewritten to the new one, then the file is deleted. Returns how many files moved.
 */
export async function importDiskLogos(db: Db, uploadsDir: string): Promise<number> {
  const dir = path.join(uploadsDir, 'logos');
  const names = await readdir(dir).catch(() => [] as string[]);
  let moved = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    const bytes = await readFile(file).catch(() => null);
    if (!bytes || !sniffImage(bytes)) continue;
    await db.transaction(async (tx) => {
      const logo = await saveLogo(tx, bytes);
      await tx
        .update(businesses)
        .set({ logo })
        .where(eq(businesses.logo, `${LOGO_PREFIX}${name}`));
    });
    await unlink(file);
    moved += 1;
  }
  return moved;
}
