import { formatSom, formatTime } from '@fikr/shared/core';
import { useEffect, useState } from 'react';
import type { T } from './texts';
import type { LightLang } from './types';
import { Balance } from './wallet-home';
import { FormAlert, PostForm, QrCode, WalletField, WalletFrame } from './wallet-ui';
import type { PayCodeView, WalletErrors } from './wallet-types';

const minutesSeconds = (ms: number) => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/**
 * The time the code is valid until, from the server; with JavaScript also the time left, ticking. The first
 * render (the server's and the hydrating one) has no clock, so both agree.
 */
function Validity({ expiresAt, t }: { expiresAt: string; t: T }) {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const left = now === null ? null : Date.parse(expiresAt) - now;
  return (
    <>
      <p>{t('wallet.payValid', { time: formatTime(expiresAt) })}</p>
      {left !== null && left > 0 ? (
        <p className="fp-muted" aria-live="off">
          {t('wallet.payLeft', { time: minutesSeconds(left) })}
        </p>
      ) : null}
      {left !== null && left <= 0 ? (
        <p className="fp-alert" role="alert">
          {t('wallet.payExpired')}
        </p>
      ) : null}
    </>
  );
}

/**
 * /wallet/pay: the customer says how much the cashier may take (at most the balance), a post makes a one-time 6-digit
 * code for at most that, and the page shows it with the amount; the form stays for a new code.
 */
export function WalletPayPage({
  lang,
  t,
  coin,
  payCode,
  amount,
  errors,
}: {
  lang: LightLang;
  t: T;
  coin: number;
  payCode: PayCodeView | null;
  amount?: string;
  errors?: WalletErrors;
}) {
  return (
    <WalletFrame lang={lang} t={t} page="wallet-pay">
      <section className="fp-card fp-center">
        <h1 className="fp-h">{t('wallet.payTitle')}</h1>
        <Balance coin={coin} t={t} />
        <FormAlert errors={errors} />
        {payCode ? (
          <>
            <p>{t('wallet.payText')}</p>
            <p className="fp-muted">{t('wallet.payCode')}</p>
            <p className="fw-code" data-testid="pay-code">
              {payCode.code}
            </p>
            <p data-testid="pay-code-amount">{t('wallet.payUpTo', { amount: formatSom(payCode.amount) })}</p>
            <QrCode qr={payCode.qr} label={t('wallet.qrOf', { code: payCode.code })} />
            <Validity expiresAt={payCode.expiresAt} t={t} />
          </>
        ) : null}
        <PostForm
          action="/wallet/pay"
          className="fw-gap"
          submit={payCode ? t('wallet.payNew') : t('wallet.payCreate')}
          busyText={t('wallet.sending')}
          tone={payCode ? 'secondary' : 'primary'}
        >
          <WalletField
            name="amount"
            label={t('wallet.payAmount')}
            hint={t('wallet.payAmountHint', { max: formatSom(coin) })}
            errors={errors}
            type="number"
            inputMode="numeric"
            min={1}
            max={coin}
            step={1}
            required
            autoComplete="off"
            defaultValue={amount ?? (payCode ? String(payCode.amount) : '')}
          />
        </PostForm>
      </section>
    </WalletFrame>
  );
}
