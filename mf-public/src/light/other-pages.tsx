/** @jsxImportSource preact */
import { formatDateTime, formatSom, voucherState } from '@fikr/shared/core';
import { useState } from 'preact/hooks';
import { assetUrl, BusinessHeader, Frame } from './frame';
import type { CompletedReward } from '../completed/reward';
import type { T } from './texts';
import type { LightLang, PublicVoucherData } from './types';

interface PageProps {
  lang: LightLang;
  t: T;
}

/**
 * /form-completed: thanks after sending (with the reward on its way, from the server-validated query), or
 * ?artu=true when the survey was already completed.
 */
export function CompletedPage({
  lang,
  t,
  already,
  reward = null,
}: PageProps & { already: boolean; reward?: CompletedReward | null }) {
  const keep = already ? 'artu=true&' : reward ? `reward=${reward.kind}&amount=${reward.amount}&` : '';
  return (
    <Frame lang={lang} t={t} keep={keep}>
      <section className="fp-card fp-center">
        <h1>{already ? t('completed.doneTitle') : t('completed.thanksTitle')}</h1>
        <p>{already ? t('completed.doneText') : t('completed.thanksText')}</p>
        {reward && !already ? (
          <>
            <p className="fp-ok" data-testid="completed-reward">
              {t(reward.kind === 'coin' ? 'completed.rewardCoin' : 'completed.rewardVoucher', {
                amount: formatSom(reward.amount),
              })}
            </p>
            <WalletLink t={t} />
          </>
        ) : null}
        <a className="fp-btn" href="/">
          {t('completed.home')}
        </a>
      </section>
    </Frame>
  );
}

/** A customer who has just earned a reward or met a voucher is shown where all of theirs are kept. */
function WalletLink({ t }: { t: T }) {
  return (
    <a className="fp-link" href="/wallet">
      {t('wallet.open')}
    </a>
  );
}

/** A form that is not there, or (with the API's message) one whose business takes no answers now. */
export function NotFoundPage({ lang, t, message }: PageProps & { message?: string }) {
  return (
    <Frame lang={lang} t={t}>
      <section className="fp-card fp-center" role="status">
        <h1 className="fp-h">{message ?? t('notFound')}</h1>
      </section>
    </Frame>
  );
}

function VoucherStatus({
  voucher,
  token,
  apiBase,
  t,
  error: postedError,
  onConfirmed,
}: {
  voucher: PublicVoucherData;
  token: string;
  apiBase: string;
  t: T;
  error?: string;
  onConfirmed(voucher: PublicVoucherData): void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState(postedError ?? null);
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
  const confirm = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const response = await fetch(`${apiBase}/public/vouchers/${encodeURIComponent(token)}/confirm`, {
        method: 'POST',
        headers: { Accept: 'application/json' },
      });
      const body = (await response.json().catch(() => null)) as {
        data?: { voucher: PublicVoucherData };
        message?: string;
      } | null;
      if (response.ok && body?.data) onConfirmed(body.data.voucher);
      else setError(body?.message || t('errors.generic'));
    } catch {
      setError(t('errors.generic'));
    }
    setBusy(false);
  };
  return (
    <form method="post" action={`/voucher/${encodeURIComponent(token)}`} onSubmit={confirm}>
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

/** /voucher/{token}: the customer sees the voucher and confirms that the business may redeem it. */
export function VoucherPage({
  lang,
  t,
  apiBase,
  token,
  voucher: initial,
  error,
}: PageProps & {
  apiBase: string;
  token: string;
  voucher: PublicVoucherData | null;
  error?: string;
}) {
  const [voucher, setVoucher] = useState(initial);
  if (!voucher) {
    return (
      <Frame lang={lang} t={t}>
        <section className="fp-card fp-center" role="status">
          <h1 className="fp-h">{t('voucher.notFound')}</h1>
          <p>{t('voucher.notFoundText')}</p>
        </section>
      </Frame>
    );
  }
  return (
    <Frame lang={lang} t={t}>
      <BusinessHeader business={voucher.business} logoUrl={assetUrl(apiBase, voucher.business.logo)} t={t} />
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
        <VoucherStatus voucher={voucher} token={token} apiBase={apiBase} t={t} error={error} onConfirmed={setVoucher} />
        <WalletLink t={t} />
      </section>
    </Frame>
  );
}
