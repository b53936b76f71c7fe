import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { VoucherCard } from '../light/voucher-card';
import { apiAssetUrl } from '../runtime-config';
import { ErrorAlert } from '../ui/error-alert';
import { PageFrame } from '../ui/page-frame';
import { Spinner } from '../ui/spinner';
import { useTexts } from '../ui/use-texts';
import { useVoucher } from './use-voucher';

/** /voucher/{token}: the light page's voucher card, loaded and confirmed through the public API. */
export function VoucherPage() {
  const { t } = useTranslation('public');
  const texts = useTexts();
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
        <VoucherCard
          voucher={state.voucher}
          token={token}
          t={texts}
          logoUrl={state.voucher.business.logo ? apiAssetUrl(state.voucher.business.logo) : undefined}
          confirm={confirm}
        />
      ) : null}
    </PageFrame>
  );
}
