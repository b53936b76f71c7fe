import { renderToString } from 'preact-render-to-string';
import { LightApp } from './app';
import { LIGHT_CSS } from './styles';
import { translate } from './texts';
import { STATE_ID, type LightState } from './types';
import { isWalletPage } from './wallet-app';
import { WALLET_CSS } from './wallet-styles';

export type { FormErrors, FormValues, LightFormData, LightLang, LightState, PublicVoucherData } from './types';
export { LIGHT_LANGS } from './types';
export { answerField, DEFAULT_RATING, initialValues, NAME_MAX_LENGTH } from '@fikr/shared/customer-form';
export { missingAnswers, submitBody } from './send';
export { translate } from './texts';
export { qrDrawing } from './qr-drawing';
export type { WalletPageState } from './wallet-types';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** JSON inside <script type="application/json">: no '<' can close the element early. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

function title(state: LightState): string {
  if (state.page === 'form') return `${state.data.business.name} — Fikr`;
  if (state.page === 'voucher') return `${translate(state.lang, 'voucher.title')} — Fikr`;
  if (isWalletPage(state)) return `${translate(state.lang, 'wallet.title')} — Fikr`;
  return 'Fikr';
}

/**
 * The whole page: inline critical CSS, the server-rendered tree, its state as JSON and one deferred script
 * file (scriptUrl) that hydrates it. Nothing inline runs, so a strict CSP (script-src 'self') holds.
 * `build`: the deployed build's label (PUBLIC_BUILD_LABEL), in a meta tag operators read and customers never see.
 */
export function renderDocument(state: LightState, scriptUrl: string, build?: string): string {
  const body = renderToString(<LightApp state={state} />);
  return (
    `<!doctype html><html lang="${state.lang}"><head><meta charset="utf-8">` +
    (build ? `<meta name="fikr-public-build" content="${escapeHtml(build)}">` : '') +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="theme-color" content="#0a4fbf">` +
    `<title>${escapeHtml(title(state))}</title><link rel="icon" href="data:,"><style>${LIGHT_CSS}${isWalletPage(state) ? WALLET_CSS : ''}</style>` +
    `<script src="${escapeHtml(scriptUrl)}" defer></script></head>` +
    `<body><div id="root">${body}</div><script type="application/json" id="${STATE_ID}">${scriptJson(state)}</script></body></html>`
  );
}
