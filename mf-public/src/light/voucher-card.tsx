import { formatDateTime, formatSom, voucherState } from '@fikr/shared/core';
import { BusinessHeader } from '@fikr/shared/customer-form';
import { type FormEvent, type ReactNode, useState } from 'react';
import { CsrfField } from './csrf-field';
import type { T } from './texts';
import type { PublicVoucherData } from './types';

/** POST …/confirm: the confirmed voucher, or the text of why not. */
export type ConfirmVoucher = () => Promise<{ voucher: PublicVoucherData } | { error: string }>;

interface StatusProps {
  voucher: PublicVoucherData;
  token: string;
  t: T;
  error?: string;
  confirm: ConfirmVoucher;
  onConfirmed(voucher: PublicVoucherData): void;
}

/** Redeemed, expired, already confirmed, or the confirm button (a post to /voucher/{token} without JavaScript). */
function VoucherStatus({ voucher, token, t, error: postedError, confirm, onConfirmed }: StatusProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState(postedError ?? null);
  const state = voucherState(voucher);
  if (state !== 'valid' || voucher.userConfirm) {
    const key = state === 'valid' ? 'confirmed' : state === 'redeemed' ? 'redeemed' : 'expired';
    return (
      <div role="status">
        <h2 className={state === 'valid' ? 'fp-ok' : 'fp-error'}>{t(`voucher.${key}`)}</h2>
        <p>{t(`voucher.${key}Text`)}</p>
      </div>
    );
  }
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const result = await confirm();
    if ('voucher' in result) onConfirmed(result.voucher);
    else setError(result.error || t('errors.generic'));
    setBusy(false);
  };
  return (
    <form method="post" action={`/voucher/${encodeURIComponent(token)}`} onSubmit={onSubmit}>
      <CsrfField />
      <p>{t('voucher.ask', { business: voucher.business.name })}</p>
      {error !== null ? (
        <p className="fp-alert" role="alert">
          {error}
        </p>
      ) : null}
      <button className="fp-btn" type="submit" disabled={busy} aria-busy={busy}>
        {busy ? t('voucher.confirming') : t('voucher.confirm')}
      </button>
    </form>
  );
}

/**
 * The voucher a customer is asked to confirm (business, amount, code, expiry) and its status: the light page's
 * and the console remote's. `children`: what follows in the card (the wallet link on the light page).
 */
export function VoucherCard({
  voucher: initial,
  logoUrl,
  children,
  ...status
}: Omit<StatusProps, 'onConfirmed'> & { logoUrl?: string; children?: ReactNode }) {
  const [voucher, setVoucher] = useState(initial);
  const { t } = status;
  return (
    <>
      <BusinessHeader business={voucher.business} logoUrl={logoUrl} t={t} />
      <section className="fp-card">
        <h1 className="fp-h">{t('voucher.title')}</h1>
        <dl className="fp-dl">
          <dt>{t('voucher.amountLabel')}</dt>
          <dd data-testid="voucher-amount">{t('voucher.amount', { amount: formatSom(voucher.amount) })}</dd>
          <dt>{t('voucher.code')}</dt>
          <dd data-testid="voucher-code">{voucher.code.toUpperCase()}</dd>
          <dt>{t('voucher.expires')}</dt>
          <dd>{formatDateTime(voucher.expiresAt)}</dd>
          {voucher.description ? (
            <>
              <dt>{t('voucher.description')}</dt>
              <dd>{voucher.description}</dd>
            </>
          ) : null}
        </dl>
        <VoucherStatus voucher={voucher} {...status} onConfirmed={setVoucher} />
        {children}
      </section>
    </>
  );
}
