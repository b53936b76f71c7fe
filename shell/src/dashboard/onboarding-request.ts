import type { Onboarding } from '@fikr/shared/schemas';

/** The first real answer came (test answers do no step). */
export const answerDone = (onboarding: Onboarding | null | undefined) =>
  onboarding?.steps.some((s) => s.key === 'answer' && s.done) ?? false;
