import { z } from './zod';
import { isoTime } from './views/envelope';

/** The first steps of a new business, in order: a form, its link shared, a request sent, a first real answer. */
export const ONBOARDING_STEPS = ['form', 'share', 'request', 'answer'] as const;
export type OnboardingStepKey = (typeof ONBOARDING_STEPS)[number];

/** GET /business/onboarding (and the answer of the calls that record a step). */
export const onboardingSchema = z.object({
  steps: z.array(z.object({ key: z.enum(ONBOARDING_STEPS), done: z.boolean(), doneAt: isoTime.nullable() })),
  /** Every step done: the console stops showing the first-steps card. */
  done: z.boolean(),
  /** The free test request to the caller's own phone was used (once per business). */
  testRequestUsed: z.boolean(),
});

/** POST /business/onboarding/test-request body. */
export const testRequestSchema = z.object({
  formId: z
    .string({ error: 'validation.formIdRequired' })
    .trim()
    .min(1, { error: 'validation.formIdRequired' })
    .max(200, { error: 'validation.formIdRequired' }),
});

export type Onboarding = z.infer<typeof onboardingSchema>;
