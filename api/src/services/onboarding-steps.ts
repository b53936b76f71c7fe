import { isNull, sql } from 'drizzle-orm';
import type { OnboardingStepKey } from '@fikr/shared/core';
import type { Db } from '../db/client';
import { businessOnboarding } from '../db/schema';
import type { Tx } from './counters';

const COLUMN = {
  form: businessOnboarding.formAt,
  share: businessOnboarding.shareAt,
  request: businessOnboarding.requestAt,
  answer: businessOnboarding.answerAt,
} as const;
export const FIELD = { form: 'formAt', share: 'shareAt', request: 'requestAt', answer: 'answerAt' } as const;

/** Records the moment a step was first done; later calls keep that moment (no write once it is set). */
export async function markStep(db: Db | Tx, businessId: string, step: OnboardingStepKey): Promise<void> {
  const column = COLUMN[step];
  await db
    .insert(businessOnboarding)
    .values({ businessId, [FIELD[step]]: new Date() })
    .onConflictDoUpdate({
      target: businessOnboarding.businessId,
      set: { [FIELD[step]]: sql`excluded.${sql.identifier(column.name)}` },
      setWhere: isNull(column),
    });
}
