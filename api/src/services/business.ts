import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { businessUpdateSchema, isBlank, type Business, type CreateBusinessPayload } from '@fikr/shared/core';
import type { Db } from '../db/client';
import { businesses, users } from '../db/schema';
import { FOREIGN_KEY_VIOLATION, sqlState } from '../db/pg-error';
import { AppError, conflict, notFound, unauthorized } from '../lib/app-error';
import type { FormBody } from '../lib/multipart';
import { parseOrThrow } from '../lib/validation';
import { recordAudit } from './audit';
import { dropLogoIfUnused, saveLogo } from './logo-store';
import { businessView } from './views';

export async function createBusiness(db: Db, userId: string, input: CreateBusinessPayload): Promise<Business> {
  const [row] = await insertBusiness(db, userId, input);
  if (!row) throw conflict('errors.businessExists');
  return businessView(row);
}

async function insertBusiness(db: Db, userId: string, input: CreateBusinessPayload) {
  try {
    return await db
      .insert(businesses)
      .values({
        userId,
        name: input.name,
        phone: input.phone,
        category: input.category,
        region: input.region ?? null,
        district: input.district ?? null,
        address: input.address ?? '',
        description: input.description ?? '',
      })
      .onConflictDoNothing({ target: businesses.userId })
      .returning();
  } catch (err) {
    // A well-signed token of a user that no longer exists (the database was reset, the secret kept): sign in again.
    if (sqlState(err) === FOREIGN_KEY_VIOLATION) throw unauthorized();
    throw err;
  }
}

/** The business a request acts for (its owner's or a member's, as requireBusiness found it). */
export async function getBusiness(db: Db, businessId: string): Promise<Business> {
  const [row] = await db.select().from(businesses).where(eq(businesses.id, businessId)).limit(1);
  if (!row) throw notFound('errors.businessNotFound');
  return businessView(row);
}

/**
 * Profile update from multipart (or JSON) fields: only non-empty fields change; a new logo (jpg/png/webp by
 * content) replaces the old one; removeLogo 'true' drops it. A district needs its region (sent or stored).
 */
export async function updateBusinessProfile(
  app: FastifyInstance,
  userId: string,
  body: FormBody,
  ip = '',
): Promise<Business> {
  const [current] = await app.db.select().from(businesses).where(eq(businesses.userId, userId)).limit(1);
  if (!current) throw new AppError(403, 'errors.businessRequired');
  const fields = { ...body.fields };
  if (!isBlank(fields.district) && isBlank(fields.region) && current.region !== null) {
    fields.region = String(current.region);
  }
  const { removeLogo, ...changes } = parseOrThrow(businessUpdateSchema, fields);
  const logoFile = body.file?.field === 'logo' ? body.file : null;
  const definedChanges = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  // One transaction holding the business row: of concurrent uploads the last one wins and every logo it
  // replaced is gone (a logo file is deleted once no business shows it).
  const row = await app.db.transaction(async (tx) => {
    const newLogo = logoFile ? await saveLogo(tx, logoFile.buffer) : undefined;
    const [locked] = await tx
      .select({ logo: businesses.logo })
      .from(businesses)
      .where(eq(businesses.id, current.id))
      .for('update');
    const logo = newLogo ?? (removeLogo === 'true' ? null : locked.logo);
    const [updated] = await tx
      .update(businesses)
      .set({ ...definedChanges, logo, updatedAt: new Date() })
      .where(eq(businesses.id, current.id))
      .returning();
    if (locked.logo !== logo) await dropLogoIfUnused(tx, locked.logo);
    const changed = [...Object.keys(definedChanges), ...(locked.logo !== logo ? ['logo'] : [])];
    if (changed.length > 0) {
      const [owner] = await tx.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
      const actor = { businessId: current.id, userId, phone: owner.phone, role: 'owner' as const, ip };
      await recordAudit(tx, actor, 'profile.changed', changed.join(', '));
    }
    return updated;
  });
  return businessView(row);
}
