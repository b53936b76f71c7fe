import { useInsertionEffect } from 'react';

const stars = [1, 2, 3, 4, 5]
  .map((n) => `.fp-stars:has(input[value="${n}"]:checked) .fp-star:nth-child(-n+${n})`)
  .join(',');

// Colours meet WCAG AA on white: #0a4fbf 7.0:1, #b3121f 6.6:1, #4a4a4a 8.9:1, #1f6b2a 6.5:1.
/**
 * The customer pages' stylesheet (about 2 KB gzip, system fonts only, everything wraps at 320 px): inlined in
 * the light pages, injected once by the console's remote and the editor's preview. No antd, no CSS file.
 */
export const CUSTOMER_CSS = `
.fp{box-sizing:border-box;max-width:560px;margin:0 auto;padding:12px 12px 24px;color:#1d1d1f;font:16px/1.45 -apple-system,'Segoe UI',Roboto,Arial,sans-serif}
.fp *,.fp *::before,.fp *::after{box-sizing:inherit}
.fp-card{background:#fff;border-radius:12px;padding:16px;margin-bottom:12px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
.fp-top{display:flex;justify-content:flex-end;margin-bottom:8px}
.fp-lang{display:inline-flex;border:1px solid #8c8c8c;border-radius:8px;overflow:hidden}
.fp-lang button{border:0;background:#fff;color:#1d1d1f;padding:6px 10px;font:inherit;font-size:14px;cursor:pointer;min-width:44px}
.fp-lang button[aria-pressed=true]{background:#0a4fbf;color:#fff}
.fp-head{display:flex;gap:12px;align-items:center}
.fp-logo{width:56px;height:56px;border-radius:50%;object-fit:cover;flex:none;background:#e6eefc;color:#0a4fbf;display:grid;place-items:center;font-weight:700;font-size:24px}
.fp-name{margin:0;font-size:20px;line-height:1.25}
.fp-muted{color:#4a4a4a;margin:4px 0 0}
.fp-badge{display:inline-block;margin-top:8px;padding:3px 10px;border-radius:999px;background:#fff4d6;color:#6b4100;font-weight:600;font-size:14px}
.fp-h{font-size:18px;margin:0 0 4px;text-align:center}
.fp-q{border:0;margin:0 0 16px;padding:0;min-width:0}
.fp-q legend,.fp-label{display:block;font-weight:600;margin-bottom:8px;padding:0}
.fp-req{color:#b3121f;margin-left:4px}
.fp-input{width:100%;font:inherit;padding:10px 12px;border:1px solid #8c8c8c;border-radius:8px;background:#fff;color:inherit}
.fp-input:focus-visible,.fp button:focus-visible,.fp-choice input:focus-visible,.fp-switch input:focus-visible+.fp-track{outline:3px solid #0a4fbf;outline-offset:2px}
.fp-choice{display:flex;align-items:center;gap:10px;padding:8px 0;cursor:pointer}
.fp-choice input{width:20px;height:20px;margin:0;accent-color:#0a4fbf}
.fp-stars{display:flex;gap:4px}
.fp-rating-value{align-self:center;margin-left:8px;font-weight:600;font-size:18px}
.fp-star{position:relative;cursor:pointer;font-size:34px;line-height:1;color:#8c8c8c}
.fp-star input{position:absolute;opacity:0;width:1px;height:1px}
.fp-star input:focus-visible+span{outline:3px solid #0a4fbf;outline-offset:2px;border-radius:4px}
.fp-sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.fp-switch{display:flex;align-items:center;gap:12px;cursor:pointer;font-weight:600}
.fp-switch input{position:absolute;opacity:0;width:1px;height:1px}
.fp-track{width:46px;height:26px;border-radius:13px;background:#8c8c8c;position:relative;flex:none;transition:background .15s}
.fp-track::after{content:'';position:absolute;top:3px;left:3px;width:20px;height:20px;border-radius:50%;background:#fff;transition:left .15s}
.fp-switch input:checked+.fp-track{background:#0a4fbf}
.fp-switch input:checked+.fp-track::after{left:23px}
.fp-btn{display:block;width:100%;min-height:48px;border:0;border-radius:10px;background:#0a4fbf;color:#fff;font:inherit;font-weight:600;cursor:pointer}
.fp-btn:disabled{background:#6b7a99;cursor:not-allowed}
.fp-error{color:#b3121f;margin:6px 0 0;font-size:14px}
.fp-alert{color:#b3121f;background:#fff1f0;border:1px solid #b3121f;border-radius:8px;padding:10px 12px;margin:0 0 12px}
.fp-ok{color:#1f6b2a;font-weight:600}
.fp-center{text-align:center}
.fp-spin{display:block;width:40px;height:40px;margin:64px auto 12px;border:4px solid #d6e0f5;border-top-color:#0a4fbf;border-radius:50%;animation:fp-spin 0.9s linear infinite}
@media (max-width:479px){.fp-words{flex-direction:column}}
@keyframes fp-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.fp-spin{animation-duration:3s}.fp-track,.fp-track::after{transition:none}}
.fp-dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;margin:12px 0}
.fp-dl dt{color:#4a4a4a}.fp-dl dd{margin:0;font-weight:600;word-break:break-word}
.fp-foot{text-align:center;color:#4a4a4a;font-size:12px;margin-top:8px}
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
`;

const STYLE_ID = 'fikr-public-css';

function ensureStyles(): void {
  if (typeof document === 'undefined' || document.getElementById(STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = STYLE_ID;
  style.textContent = CUSTOMER_CSS;
  document.head.appendChild(style);
}

/** Where React renders the form (the console's remote, the editor's preview): the stylesheet, injected once. */
export function useCustomerCss(): void {
  useInsertionEffect(ensureStyles, []);
}
