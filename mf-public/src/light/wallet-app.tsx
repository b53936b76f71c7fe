import type { T } from './texts';
import type { LightLang } from './types';
import { WalletHistoryPage } from './wallet-history';
import { WalletForgetPage, WalletHomePage } from './wallet-home';
import { WalletPayPage } from './wallet-pay';
import { WalletPayoutsPage } from './wallet-payouts';
import { WalletSignInPage, WalletVerifyPage } from './wallet-sign-in';
import type { WalletPageState } from './wallet-types';

export const isWalletPage = (state: { page: string }): state is WalletPageState => state.page.startsWith('wallet');

/** The wallet's pages, chosen by the server's state like the rest of the light app. */
export function WalletApp({ lang, t, state }: { lang: LightLang; t: T; state: WalletPageState }) {
  switch (state.page) {
    case 'wallet-sign-in':
      return <WalletSignInPage lang={lang} t={t} phone={state.phone} errors={state.errors} />;
    case 'wallet-verify':
      return <WalletVerifyPage lang={lang} t={t} phone={state.phone} errors={state.errors} />;
    case 'wallet':
      return (
        <WalletHomePage
          lang={lang}
          t={t}
          wallet={state.wallet}
          errors={state.errors}
          surveysStopped={state.surveysStopped}
        />
      );
    case 'wallet-forget':
      return <WalletForgetPage lang={lang} t={t} />;
    case 'wallet-history':
      return <WalletHistoryPage lang={lang} t={t} history={state.history} />;
    case 'wallet-pay':
      return (
        <WalletPayPage
          lang={lang}
          t={t}
          coin={state.coin}
          payCode={state.payCode}
          amount={state.amount}
          errors={state.errors}
        />
      );
    case 'wallet-payouts':
      return (
        <WalletPayoutsPage
          lang={lang}
          t={t}
          coin={state.coin}
          payoutMin={state.payoutMin}
          payouts={state.payouts}
          idempotencyKey={state.idempotencyKey}
          values={state.values}
          errors={state.errors}
        />
      );
  }
}
