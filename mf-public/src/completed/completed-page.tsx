import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { formatSom } from '@fikr/shared/core';
import { GoHomeButton } from '../ui/go-home-button';
import { PageFrame } from '../ui/page-frame';
import { parseReward } from './reward';

/**
 * /form-completed: thanks after sending (with the reward on its way when the query carries one, e.g.
 * ?reward=coin&amount=2000), or ?artu=true when the survey was already completed.
 */
export function CompletedPage() {
  const { t } = useTranslation('public');
  const [params] = useSearchParams();
  const already = params.get('artu') === 'true';
  const reward = already ? null : parseReward(params.get('reward'), params.get('amount'));
  return (
    <PageFrame>
      <section className="fp-card fp-center">
        <h1>{already ? t('completed.doneTitle') : t('completed.thanksTitle')}</h1>
        <p>{already ? t('completed.doneText') : t('completed.thanksText')}</p>
        {reward ? (
          <p className="fp-ok" data-testid="completed-reward">
            {t(reward.kind === 'coin' ? 'completed.rewardCoin' : 'completed.rewardVoucher', {
              amount: formatSom(reward.amount),
            })}
          </p>
        ) : null}
        <GoHomeButton />
      </section>
    </PageFrame>
  );
}
