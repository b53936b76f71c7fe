import { formatSom } from '@fikr/shared/core';
import { assetUrl, BusinessHeader, Frame } from './frame';
import { confirmWithFetch, WalletLink } from './other-pages';
import type { T } from './texts';
import type { LightLang, PublicReplyData, PublicVoucherData } from './types';
import { VoucherCard } from './voucher-card';

interface Props {
  lang: LightLang;
  t: T;
  apiBase: string;
  reply: PublicReplyData | null;
}

/** The voucher of a make-good as the voucher page shows it (same card, same confirmation). */
function replyVoucher(reply: PublicReplyData): { voucher: PublicVoucherData; token: string } | null {
  const { voucher, reward } = reply;
  if (!voucher || reward?.typeMotive !== 'voucher' || !reward.voucher) return null;
  return {
    token: voucher.confirmToken,
    voucher: {
      amount: reward.voucher.amount,
      description: reward.voucher.description,
      code: voucher.code,
      expiresAt: voucher.expiresAt,
      isRedeemed: voucher.isRedeemed,
      userConfirm: voucher.userConfirm,
      business: reply.business,
    },
  };
}

/**
 * /reply/{code}: what the business answered to the customer's feedback, and its make-good — coins already in the
 * wallet, or a voucher the customer confirms here as on the voucher page. Works without JavaScript.
 */
export function ReplyPage({ lang, t, apiBase, reply }: Props) {
  if (!reply) {
    return (
      <Frame lang={lang} t={t}>
        <section className="fp-card fp-center" role="status">
          <h1 className="fp-h">{t('reply.notFound')}</h1>
          <p>{t('voucher.notFoundText')}</p>
        </section>
      </Frame>
    );
  }
  const withVoucher = replyVoucher(reply);
  const logoUrl = assetUrl(apiBase, reply.business.logo);
  return (
    <Frame lang={lang} t={t}>
      {withVoucher ? null : <BusinessHeader business={reply.business} logoUrl={logoUrl} t={t} />}
      <section className="fp-card">
        <h1 className="fp-h">{t('reply.title', { business: reply.business.name })}</h1>
        <p className="fp-pre" data-testid="reply-text">
          {reply.text}
        </p>
        {reply.reward?.typeMotive === 'coin' ? (
          <>
            <p className="fp-ok" data-testid="reply-coin">
              {t('reply.coin', { amount: formatSom(reply.reward.coin ?? 0) })}
            </p>
            <WalletLink t={t} />
          </>
        ) : null}
        {withVoucher ? <p className="fp-ok">{t('reply.voucher')}</p> : null}
      </section>
      {withVoucher ? (
        <VoucherCard
          voucher={withVoucher.voucher}
          token={withVoucher.token}
          t={t}
          logoUrl={logoUrl}
          confirm={confirmWithFetch(apiBase, withVoucher.token)}
        >
          <WalletLink t={t} />
        </VoucherCard>
      ) : null}
    </Frame>
  );
}
