import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { formatSom } from '@fikr/shared/core';
import { BusinessHeader } from '../ui/business-header';
import { ErrorAlert } from '../ui/error-alert';
import { PageFrame } from '../ui/page-frame';
import { Spinner } from '../ui/spinner';
import { PublicForm } from './public-form';
import { rewardOf } from '../completed/reward';
import { type PublicFormData, usePublicForm } from './use-public-form';

/** '{coin} coin' or "Voucher {amount} so'm"; nothing for an open share link or a zero reward. */
function RewardBadge({ data }: { data: PublicFormData }) {
  const { t } = useTranslation('public');
  if (data.openLink) return null;
  const voucher = data.typeMotive === 'voucher';
  const amount = voucher ? (data.voucher?.amount ?? 0) : (data.coin ?? 0);
  if (!(amount > 0)) return null;
  return (
    <span className="fp-badge" data-testid="reward-badge">
      {voucher ? t('rewardVoucher', { amount: formatSom(amount) }) : t('rewardCoin', { coin: amount })}
    </span>
  );
}

/** /form/{code}: the customer's form, opened from an SMS or a share link. */
export function PublicFormPage() {
  const { t } = useTranslation('public');
  const { code = '' } = useParams();
  const state = usePublicForm(code);
  return (
    <PageFrame>
      {state.kind === 'loading' ? <Spinner /> : null}
      {state.kind === 'error' ? <ErrorAlert message={state.message} /> : null}
      {state.kind === 'ready' ? (
        <>
          <BusinessHeader business={state.data.business}>
            <RewardBadge data={state.data} />
          </BusinessHeader>
          <h1 className="fp-h">{t('heading')}</h1>
          <PublicForm
            code={code}
            questions={state.data.form.questions ?? []}
            customerName={state.data.customerName}
            reward={rewardOf(state.data)}
          />
        </>
      ) : null}
    </PageFrame>
  );
}
