import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { formatDateTime, formatSom } from '@fikr/shared/core';
import { BusinessHeader } from '../ui/business-header';
import { ErrorAlert } from '../ui/error-alert';
import { PageFrame } from '../ui/page-frame';
import { Spinner } from '../ui/spinner';
import { useVoucher } from './use-voucher';
import { VoucherStatus } from './voucher-status';

/** /voucher/{token}: the customer sees the voucher and confirms that the business may redeem it. */
export function VoucherPage() {
  const { t } = useTranslation('public');
  const { token = '' } = useParams();
  const { state, confirm } = useVoucher(token);
  return (
    <PageFrame>
      {state.kind === 'loading' ? <Spinner /> : null}
      {state.kind === 'not-found' ? (
        <section className="fp-card fp-center" role="status">
          <h1>{t('voucher.notFound')}</h1>
          <p>{t('voucher.notFoundText')}</p>
        </section>
      ) : null}
      {state.kind === 'error' ? <ErrorAlert message={state.message} /> : null}
      {state.kind === 'ready' ? (
        <>
          <BusinessHeader business={state.voucher.business} />
          <section className="fp-card">
            <h1 className="fp-h">{t('voucher.title')}</h1>
            <dl className="fp-dl">
              <dt>{t('voucher.amountLabel')}</dt>
              <dd data-testid="voucher-amount">{t('voucher.amount', { amount: formatSom(state.voucher.amount) })}</dd>
              <dt>{t('voucher.code')}</dt>
              <dd data-testid="voucher-code">{state.voucher.code.toUpperCase()}</dd>
              <dt>{t('voucher.expires')}</dt>
              <dd>{formatDateTime(state.voucher.expiresAt)}</dd>
              {state.voucher.description ? (
                <>
                  <dt>{t('voucher.description')}</dt>
                  <dd>{state.voucher.description}</dd>
                </>
              ) : null}
            </dl>
            <VoucherStatus voucher={state.voucher} onConfirm={confirm} />
          </section>
        </>
      ) : null}
    </PageFrame>
  );
}
