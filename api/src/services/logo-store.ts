import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../lib/app-error';
import { sniffImage } from '../lib/image-type';
import { urlToken } from '../lib/random-codes';

const LOGO_DIR = 'logos';

/** Stores a jpg/png/webp logo under <uploads>/logos and returns its public path /uploads/logos/<name>. */
export async function saveLogo(uploadsDir: string, bytes: Buffer): Promise<string> {
  const type = sniffImage(bytes);
  if (!type) throw new AppError(400, 'errors.fileTypeInvalid');
  const name = `${urlToken()}.${type}`;
  await mkdir(path.join(uploadsDir, LOGO_DIR), { recursive: true });
  await writeFile(path.join(uploadsDir, LOGO_DIR, name), bytes);
  return `/uploads/${LOGO_DIR}/${name}`;
}

/** Removes a stored logo by its public path; paths not made by saveLogo are left alone. */
export async function deleteLogo(uploadsDir: string, publicPath: string | null | undefined): Promise<void> {
  const match = publicPath?.match(/^\/uploads\/logos\/([A-Za-z0-9_-]+\.(?:jpg|png|webp))$/);
  if (!match) return;
  await unlink(path.join(uploadsDir, LOGO_DIR, match[1])).catch(() => undefined);
}
