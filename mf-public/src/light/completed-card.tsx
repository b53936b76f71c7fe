import { formatSom } from '@fikr/shared/core';
import type { CompletedReward } from '@fikr/shared/customer-form';
import type { ReactNode } from 'react';
import type { T } from './texts';

/**
 * The thanks after sending (with the reward on its way), or that the survey was already completed: the light
 * page's and the console remote's. `children`: the way on (links here, a button in the console).
 */
export function CompletedCard({
  t,
  already,
  reward,
  children,
}: {
  t: T;
  already: boolean;
  reward: CompletedReward | null;
  children?: ReactNode;
}) {
  return (
    <section className="fp-card fp-center">
      <h1>{already ? t('completed.doneTitle') : t('completed.thanksTitle')}</h1>
      <p>{already ? t('completed.doneText') : t('completed.thanksText')}</p>
      {reward && !already ? (
        <p className="fp-ok" data-testid="completed-reward">
          {t(reward.kind === 'coin' ? 'completed.rewardCoin' : 'completed.rewardVoucher', {
            amount: formatSom(reward.amount),
          })}
        </p>
      ) : null}
      {children}
    </section>
  );
}
