import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { voucherState } from '@fikr/shared/core';
import { ErrorAlert } from '../ui/error-alert';
import type { PublicVoucher } from './use-voucher';

interface VoucherStatusProps {
  voucher: PublicVoucher;
  /** Resolves to an error text ('' = generic) or undefined on success. */
  onConfirm(): Promise<string | undefined>;
}

/** Redeemed, expired, already confirmed, or the confirm button. */
export function VoucherStatus({ voucher, onConfirm }: VoucherStatusProps) {
  const { t } = useTranslation('public');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const state = voucherState(voucher);

  if (state !== 'valid') {
    const key = state === 'redeemed' ? 'redeemed' : 'expired';
    return (
      <div role="status">
        <h2 className="fp-error">{t(`voucher.${key}`)}</h2>
        <p>{t(`voucher.${key}Text`)}</p>
      </div>
    );
  }
  if (voucher.userConfirm) {
    return (
      <div role="status">
        <h2 className="fp-ok">{t('voucher.confirmed')}</h2>
        <p>{t('voucher.confirmedText')}</p>
      </div>
    );
  }
  const confirm = async () => {
    setBusy(true);
    setError(null);
    const failure = await onConfirm();
    if (failure !== undefined) {
      setError(failure);
      setBusy(false);
    }
  };
  return (
    <div>
      <p>{t('voucher.ask', { business: voucher.business.name })}</p>
      {error !== null ? <ErrorAlert message={error} /> : null}
      <button className="fp-btn" type="button" disabled={busy} aria-busy={busy} onClick={() => void confirm()}>
        {t('voucher.confirm')}
      </button>
    </div>
  );
}
