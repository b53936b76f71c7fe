import { CUSTOMER_CSS } from '@fikr/shared/customer-form';

/**
 * The light pages' whole stylesheet, inlined in every page (no request): the customer pages' styles plus what
 * the server-rendered pages need (links instead of buttons).
 */
export const LIGHT_CSS = `${CUSTOMER_CSS}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:#f3f5f9}
.fp-lang a{display:inline-block;color:#1d1d1f;padding:8px 10px;font-size:14px;min-width:44px;text-align:center;text-decoration:none}
.fp-lang a[aria-current=true]{background:#0a4fbf;color:#fff}
.fp-lang a:focus-visible{outline:3px solid #0a4fbf;outline-offset:-3px}
a.fp-btn{display:flex;align-items:center;justify-content:center;text-decoration:none;margin-top:12px}
a.fp-link{display:block;text-align:center;margin-top:12px;padding:10px;color:#0a4fbf;font-weight:600}
.fp-pre{white-space:pre-line;overflow-wrap:anywhere}
`;
