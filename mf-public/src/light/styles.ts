import { CSS } from '../ui/styles';

const stars = [1, 2, 3, 4, 5]
  .map((n) => `.fp-stars:has(input[value="${n}"]:checked) .fp-star:nth-child(-n+${n})`)
  .join(',');

/**
 * The light pages' whole stylesheet, inlined in every page (about 2 KB gzip, no request): the remote's styles
 * plus what the server-rendered pages need. System fonts only. Everything wraps at 320 px.
 */
export const LIGHT_CSS = `${CSS}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:#f3f5f9}
.fp-lang a{display:inline-block;color:#1d1d1f;padding:8px 10px;font-size:14px;min-width:44px;text-align:center;text-decoration:none}
.fp-lang a[aria-current=true]{background:#0a4fbf;color:#fff}
.fp-lang a:focus-visible{outline:3px solid #0a4fbf;outline-offset:-3px}
.fp-grow{min-width:0;flex:1}
.fp-name,.fp-muted,.fp-q legend,.fp-label,.fp-choice,.fp h1{overflow-wrap:anywhere}
.fp-inline{display:inline;font-weight:400}
.fp-scale{display:flex;flex-wrap:wrap;gap:6px}
.fp-words{display:grid;grid-template-columns:1fr;gap:6px}
.fp-opt{flex:1 0 40px;position:relative;min-width:0}
.fp-opt input{position:absolute;opacity:0;width:1px;height:1px;margin:0}
.fp-opt span{display:flex;align-items:center;justify-content:center;min-height:44px;padding:6px 4px;border:1px solid #8c8c8c;border-radius:8px;background:#fff;text-align:center;cursor:pointer;overflow-wrap:anywhere}
.fp-words .fp-opt span{justify-content:flex-start;padding:8px 12px}
.fp-opt input:checked+span{background:#0a4fbf;border-color:#0a4fbf;color:#fff}
.fp-opt input:focus-visible+span{outline:3px solid #0a4fbf;outline-offset:2px}
${stars}{color:#b36b00}
.fp-note{color:#6b4100;background:#fff4d6;border:1px solid #b36b00;border-radius:8px;padding:10px 12px;margin:0 0 12px}
a.fp-btn{display:flex;align-items:center;justify-content:center;text-decoration:none;margin-top:12px}
a.fp-link{display:block;text-align:center;margin-top:12px;padding:10px;color:#0a4fbf;font-weight:600}
`;
