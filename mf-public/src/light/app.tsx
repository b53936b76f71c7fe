import { CsrfContext } from './csrf-field';
import { FormPage } from './form-page';
import { ReplyPage } from './reply-page';
import { CompletedPage, NotFoundPage, VoucherPage } from './other-pages';
import { StopPage } from './stop-page';
import { textsFor } from './texts';
import type { LightState } from './types';
import { isWalletPage, WalletApp } from './wallet-app';

/** The one tree the server renders to HTML and the browser hydrates, chosen by the server's state. */
export function LightApp({ state }: { state: LightState }) {
  return (
    <CsrfContext.Provider value={state.csrf}>
      <LightPage state={state} />
    </CsrfContext.Provider>
  );
}

function LightPage({ state }: { state: LightState }) {
  const t = textsFor(state.lang);
  const { lang, apiBase } = state;
  if (isWalletPage(state)) return <WalletApp lang={lang} t={t} state={state} />;
  switch (state.page) {
    case 'form':
      return (
        <FormPage
          lang={lang}
          t={t}
          apiBase={apiBase}
          code={state.code}
          branch={state.branch}
          data={state.data}
          values={state.values}
          errors={state.errors}
        />
      );
    case 'completed':
      return (
        <CompletedPage
          lang={lang}
          t={t}
          already={state.already}
          reward={state.reward ?? null}
          review={state.review ?? null}
        />
      );
    case 'stop':
      return <StopPage lang={lang} t={t} code={state.code} stopped={state.stopped} />;
    case 'voucher':
      return (
        <VoucherPage
          lang={lang}
          t={t}
          apiBase={apiBase}
          token={state.token}
          voucher={state.voucher}
          error={state.error}
        />
      );
    case 'reply':
      return <ReplyPage lang={lang} t={t} apiBase={apiBase} reply={state.reply} />;
    default:
      return <NotFoundPage lang={lang} t={t} message={state.message} />;
  }
}
