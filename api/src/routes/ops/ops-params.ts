import { z } from 'zod';

/** What every operator route shares: its OpenAPI tags and the small query pieces they parse alike. */
export const secured = { security: [{ bearer: [] }], tags: ['ops'] };
export const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
export const idParams = z.object({ id: z.string().max(100) });
