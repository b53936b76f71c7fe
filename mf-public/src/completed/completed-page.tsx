import { useSearchParams } from 'react-router-dom';
import { parseReward } from '@fikr/shared/customer-form';
import { CompletedCard } from '../light/completed-card';
import { GoHomeButton } from '../ui/go-home-button';
import { PageFrame } from '../ui/page-frame';
import { useTexts } from '../ui/use-texts';

/**
 * /form-completed: the light page's thanks (with the reward on its way when the query carries one, e.g.
 * ?reward=coin&amount=2000), or ?artu=true when the survey was already completed.
 */
export function CompletedPage() {
  const t = useTexts();
  const [params] = useSearchParams();
  const already = params.get('artu') === 'true';
  return (
    <PageFrame>
      <CompletedCard t={t} already={already} reward={parseReward(params.get('reward'), params.get('amount'))}>
        <GoHomeButton />
      </CompletedCard>
    </PageFrame>
  );
}
