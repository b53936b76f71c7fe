import { formatPhoneInput, formatSom } from '@fikr/shared/core';
import type { T } from './texts';
import type { LightLang } from './types';
import { FormAlert, PostForm, WalletFrame } from './wallet-ui';
import type { WalletErrors, WalletView } from './wallet-types';
import { WalletVoucherCard } from './wallet-voucher';

/** The balance as coins, and what a coin is worth, said on the page. */
export function Balance({ coin, t }: { coin: number; t: T }) {
  return (
    <>
      <p className="fw-balance" data-testid="wallet-balance">
        {t('wallet.coin', { amount: formatSom(coin) })}
      </p>
      <p className="fp-muted" data-testid="coin-rate">
        {t('wallet.coinRate')}
      </p>
    </>
  );
}

/** /wallet signed in: balance, vouchers, and the way out (sign out, or delete my data after a confirmation). */
export function WalletHomePage({
  lang,
  t,
  wallet,
  errors,
  surveysStopped,
}: {
  lang: LightLang;
  t: T;
  wallet: WalletView;
  errors?: WalletErrors;
  surveysStopped?: boolean;
}) {
  return (
    <WalletFrame lang={lang} t={t} page="wallet">
      <section className="fp-card fp-center">
        <h1 className="fp-h">{t('wallet.balance')}</h1>
        <Balance coin={wallet.coin} t={t} />
        <p className="fp-muted">{formatPhoneInput(wallet.phone)}</p>
      </section>
      <FormAlert errors={errors} />
      <h2 className="fw-h2">{t('wallet.vouchers')}</h2>
      {wallet.vouchers.length ? (
        <ul className="fw-list">
          {wallet.vouchers.map((voucher) => (
            <WalletVoucherCard key={voucher._id} voucher={voucher} t={t} />
          ))}
        </ul>
      ) : (
        <p className="fp-card fp-muted">{t('wallet.noVouchers')}</p>
      )}
      <SurveysToggle t={t} stopped={surveysStopped} />
      <section className="fp-card">
        <PostForm action="/wallet/logout" submit={t('wallet.logout')} busyText={t('wallet.sending')} tone="secondary" />
        <a className="fw-link" href="/wallet/forget">
          {t('wallet.forget')}
        </a>
      </section>
    </WalletFrame>
  );
}

/** Survey requests by SMS from every business, stopped or not, with the one button that turns them over. */
function SurveysToggle({ t, stopped }: { t: T; stopped: boolean | undefined }) {
  if (stopped === undefined) return null;
  return (
    <section className="fp-card" data-testid="wallet-surveys">
      <h2 className="fw-h2">{t('stop.title')}</h2>
      <p className="fp-muted">{stopped ? t('stop.stoppedText') : t('stop.activeText')}</p>
      <PostForm
        action="/wallet/surveys"
        submit={stopped ? t('stop.undo') : t('stop.stop')}
        busyText={t('wallet.sending')}
        tone="secondary"
      >
        <input type="hidden" name="stopped" value={stopped ? 'false' : 'true'} />
      </PostForm>
    </section>
  );
}

/** /wallet/forget: the confirmation a customer passes before the data goes, a page of its own (no script needed). */
export function WalletForgetPage({ lang, t }: { lang: LightLang; t: T }) {
  return (
    <WalletFrame lang={lang} t={t} page="wallet-forget">
      <section className="fp-card">
        <h1 className="fp-h">{t('wallet.forgetTitle')}</h1>
        <p>{t('wallet.forgetText')}</p>
        <PostForm
          action="/wallet/forget"
          submit={t('wallet.forgetConfirm')}
          busyText={t('wallet.sending')}
          tone="danger"
        />
        <a className="fw-link" href="/wallet">
          {t('wallet.cancel')}
        </a>
      </section>
    </WalletFrame>
  );
}
