import { api, unwrap } from '@fikr/shared';
import type { Onboarding } from '@fikr/shared/schemas';

/** The one cache key of GET /business/onboarding: the dashboard asks it with its data, the first-steps card reads it. */
export const ONBOARDING_KEY = 'business-onboarding';

export const fetchOnboarding = (signal: AbortSignal) =>
  api.get('/business/onboarding', { signal }).then((r) => unwrap<Onboarding>(r));

/** The first real answer came (test answers do no step). */
export const answerDone = (onboarding: Onboarding | null | undefined) =>
  onboarding?.steps.some((s) => s.key === 'answer' && s.done) ?? false;
