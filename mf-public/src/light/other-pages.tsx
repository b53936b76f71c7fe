import type { CompletedReward } from '@fikr/shared/customer-form';
import { CompletedCard } from './completed-card';
import { assetUrl, Frame } from './frame';
import { ReviewLinks } from './review-links';
import type { T } from './texts';
import type { LightLang, PublicReview, PublicVoucherData } from './types';
import { type ConfirmVoucher, VoucherCard } from './voucher-card';

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
  review = null,
}: PageProps & { already: boolean; reward?: CompletedReward | null; review?: PublicReview | null }) {
  const offered = already ? null : review;
  const keep =
    (already ? 'artu=true&' : reward ? `reward=${reward.kind}&amount=${reward.amount}&` : '') +
    (offered ? `r=${encodeURIComponent(offered.code)}&` : '');
  return (
    <Frame lang={lang} t={t} keep={keep}>
      <CompletedCard t={t} already={already} reward={reward}>
        {/* with a reward on its way the wallet, where it lands, is the one big button; home is a small link */}
        {reward && !already ? (
          <>
            <a className="fp-btn" href="/wallet">
              {t('wallet.open')}
            </a>
            <a className="fp-link" href="/">
              {t('completed.home')}
            </a>
          </>
        ) : (
          <a className="fp-btn" href="/">
            {t('completed.home')}
          </a>
        )}
      </CompletedCard>
      {/* a section of its own after the thanks: the reward above is never beside the review links */}
      <ReviewLinks t={t} review={offered} />
    </Frame>
  );
}

/** A customer who has just earned a reward or met a voucher is shown where all of theirs are kept. */
export function WalletLink({ t }: { t: T }) {
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

/** POST /api/public/vouchers/{token}/confirm with fetch (the page's no-JS post goes to the server instead). */
export const confirmWithFetch =
  (apiBase: string, token: string): ConfirmVoucher =>
  async () => {
    try {
      const response = await fetch(`${apiBase}/public/vouchers/${encodeURIComponent(token)}/confirm`, {
        method: 'POST',
        headers: { Accept: 'application/json' },
      });
      const body = (await response.json().catch(() => null)) as {
        data?: { voucher: PublicVoucherData };
        message?: string;
      } | null;
      return response.ok && body?.data ? { voucher: body.data.voucher } : { error: body?.message ?? '' };
    } catch {
      return { error: '' };
    }
  };

/** /voucher/{token}: the customer sees the voucher and confirms that the business may redeem it. */
export function VoucherPage({
  lang,
  t,
  apiBase,
  token,
  voucher,
  error,
}: PageProps & {
  apiBase: string;
  token: string;
  voucher: PublicVoucherData | null;
  error?: string;
}) {
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
      <VoucherCard
        voucher={voucher}
        token={token}
        t={t}
        error={error}
        logoUrl={assetUrl(apiBase, voucher.business.logo)}
        confirm={confirmWithFetch(apiBase, token)}
      >
        <WalletLink t={t} />
      </VoucherCard>
    </Frame>
  );
}
