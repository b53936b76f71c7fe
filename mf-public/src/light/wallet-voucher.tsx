import { formatDateTime, formatSom } from '@fikr/shared/core';
import type { T } from './texts';
import { PostForm, QrCode } from './wallet-ui';
import type { WalletVoucherView } from './wallet-types';

/** A valid voucher is for the cashier: its code big, as text and as a QR code, and the confirm step if asked. */
export function WalletVoucherCard({ voucher, t }: { voucher: WalletVoucherView; t: T }) {
  const valid = voucher.state === 'valid';
  return (
    <li className="fp-card" data-testid="wallet-voucher">
      <div className="fw-row">
        <strong>{t('wallet.som', { amount: formatSom(voucher.amount) })}</strong>
        <span className={`fw-state fw-${voucher.state}`}>{t(`wallet.state.${voucher.state}`)}</span>
      </div>
      <p className="fp-name">{voucher.businessName}</p>
      {voucher.description ? <p className="fp-muted">{voucher.description}</p> : null}
      <dl className="fp-dl">
        <dt>{t('wallet.voucherCode')}</dt>
        <dd data-testid="wallet-voucher-code">{voucher.code}</dd>
        <dt>{t('wallet.expires')}</dt>
        <dd>{formatDateTime(voucher.expiresAt)}</dd>
      </dl>
      {valid && voucher.qr ? <QrCode qr={voucher.qr} label={t('wallet.qrOf', { code: voucher.code })} /> : null}
      {valid && voucher.userConfirm ? <p className="fp-ok">{t('wallet.confirmed')}</p> : null}
      {valid && !voucher.userConfirm ? (
        <PostForm
          action={`/wallet/vouchers/${encodeURIComponent(voucher._id)}/confirm`}
          submit={t('wallet.confirm')}
          busyText={t('wallet.sending')}
        />
      ) : null}
    </li>
  );
}
