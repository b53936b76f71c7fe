import { useSearchParams } from 'react-router-dom';
import { queryClient, skipToken, useQuery } from '@fikr/shared';
import { REVIEW_SITES } from '@fikr/shared/core';
import { parseReward } from '@fikr/shared/customer-form';
import { publicQueries } from '../api/queries';
import { CompletedCard } from '../light/completed-card';
import { ReviewLinks } from '../light/review-links';
import { GoHomeButton } from '../ui/go-home-button';
import { PageFrame } from '../ui/page-frame';
import { useTexts } from '../ui/use-texts';

/** The review sites a public answer's code offers (GET /api/public/review/:code); none when it cannot say. */
function useReview(code: string | null) {
  const review = publicQueries.review(code ?? '');
  const { data } = useQuery({ ...review, queryFn: code ? review.queryFn : skipToken }, queryClient);
  const sites = (data?.sites ?? []).filter((s) => (REVIEW_SITES as readonly string[]).includes(s));
  return code && sites.length ? { code, sites } : null;
}

/**
 * /form-completed: the light page's thanks (with the reward on its way when the query carries one, e.g.
 * ?reward=coin&amount=2000), or ?artu=true when the survey was already completed. A public answer's code (?r=)
 * adds its review links, in a section of their own after the thanks, never beside the reward.
 */
export function CompletedPage() {
  const t = useTexts();
  const [params] = useSearchParams();
  const already = params.get('artu') === 'true';
  const review = useReview(already ? null : params.get('r'));
  return (
    <PageFrame>
      <CompletedCard t={t} already={already} reward={parseReward(params.get('reward'), params.get('amount'))}>
        <GoHomeButton />
      </CompletedCard>
      <ReviewLinks t={t} review={review} />
    </PageFrame>
  );
}
