import type { Payout } from '@fikr/shared/core';
import { formatDateTime, formatSom } from '@fikr/shared/core';
import type { T } from './texts';
import type { LightLang } from './types';
import { Balance } from './wallet-home';
import { FormAlert, PostForm, WalletField, WalletFrame } from './wallet-ui';
import type { PayoutValues, WalletErrors } from './wallet-types';

function PayoutItem({ payout, t }: { payout: Payout; t: T }) {
  return (
    <li className="fp-card" data-testid="wallet-payout">
      <div className="fw-row">
        <strong>{t('wallet.coin', { amount: formatSom(payout.amount) })}</strong>
        <span className={`fw-state fw-${payout.status}`}>{t(`wallet.status.${payout.status}`)}</span>
      </div>
      <dl className="fp-dl">
        <dt>{t('wallet.card')}</dt>
        <dd>{payout.cardMask}</dd>
        <dt>{t('wallet.created')}</dt>
        <dd>{formatDateTime(payout.createdAt)}</dd>
        {payout.paidAt ? (
          <>
            <dt>{t('wallet.paidAt')}</dt>
            <dd>{formatDateTime(payout.paidAt)}</dd>
          </>
        ) : null}
      </dl>
      {payout.status === 'failed' && payout.error ? <p className="fp-error">{payout.error}</p> : null}
      {payout.status === 'review' || payout.status === 'unknown' ? (
        <p className="fp-muted">{t(`wallet.statusNote.${payout.status}`)}</p>
      ) : null}
    </li>
  );
}

interface PayoutsPageProps {
  lang: LightLang;
  t: T;
  coin: number;
  payoutMin: number;
  payouts: Payout[];
  idempotencyKey: string;
  values?: PayoutValues;
  errors?: WalletErrors;
}

/**
 * /wallet/payouts: coins to an Uzcard or Humo card, and the cash-outs so far. The form's idempotency key was
 * made with the page, so pressing twice, or reloading after a post, pays once.
 */
export function WalletPayoutsPage(props: PayoutsPageProps) {
  const { lang, t, coin, payoutMin, payouts, idempotencyKey, values, errors } = props;
  return (
    <WalletFrame lang={lang} t={t} page="wallet-payouts">
      <section className="fp-card">
        <h1 className="fp-h">{t('wallet.payouts')}</h1>
        <div className="fp-center">
          <Balance coin={coin} t={t} />
        </div>
        <FormAlert errors={errors} />
        <PostForm action="/wallet/payouts" submit={t('wallet.payoutSubmit')} busyText={t('wallet.sending')}>
          <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
          <WalletField
            name="amount"
            label={t('wallet.amount')}
            hint={t('wallet.amountHint', { min: formatSom(payoutMin) })}
            errors={errors}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={values?.amount ?? ''}
          />
          <WalletField
            name="cardNumber"
            label={t('wallet.cardNumber')}
            hint={t('wallet.cardHint')}
            errors={errors}
            type="text"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="8600 0000 0000 0000"
            maxLength={19}
            defaultValue={values?.cardNumber ?? ''}
          />
        </PostForm>
      </section>
      <h2 className="fw-h2">{t('wallet.payoutList')}</h2>
      {payouts.length ? (
        <ul className="fw-list">
          {payouts.map((payout) => (
            <PayoutItem key={payout._id} payout={payout} t={t} />
          ))}
        </ul>
      ) : (
        <p className="fp-card fp-muted">{t('wallet.noPayouts')}</p>
      )}
    </WalletFrame>
  );
}
