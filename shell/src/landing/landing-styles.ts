// The landing's own stylesheet: the page renders without antd, so it is prerendered to HTML at build time and
// ships a small script (issue 18 item 10). One string, rendered in a <style> element, serves the prerendered page
// and the in-console route alike (the CSP allows inline styles, not inline scripts). Colours are the console
// theme's AA-contrast PALETTE (antd's default blue fails WCAG AA contrast).
import { PALETTE } from '@fikr/shared/core';

const BLUE = PALETTE.primary;
const SECONDARY = PALETTE.textSecondary;

export const LANDING_CSS = `
.lp{background:#fff;min-height:100vh;color:rgba(0,0,0,.88);font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,'Helvetica Neue',Arial,'Noto Sans',sans-serif;font-size:14px;line-height:1.5714}
.lp *{box-sizing:border-box}
.lp h1,.lp h2,.lp h3,.lp h4{color:rgba(0,0,0,.88);font-weight:600;line-height:1.3;margin:0 0 .5em}
.lp p{margin:0 0 1em}
.lp a{color:${BLUE};text-decoration:none}
.lp a:hover{color:#003eb3}
.lp :focus-visible{outline:2px solid ${BLUE};outline-offset:2px}
.lp-muted{color:${SECONDARY}}
.lp-header{display:flex;flex-wrap:wrap;align-items:center;gap:16px;padding:12px 16px;max-width:1120px;margin:0 auto}
.lp a.lp-logo{font-size:24px;font-weight:700;color:rgba(0,0,0,.88)}
.lp-nav{display:flex;gap:20px;justify-content:center;flex:1}
.lp-actions{display:flex;align-items:center;gap:8px;min-height:32px}
.lp-btn{display:inline-flex;align-items:center;justify-content:center;gap:8px;height:32px;padding:4px 15px;border:1px solid #d9d9d9;border-radius:6px;background:#fff;color:rgba(0,0,0,.88);font:inherit;cursor:pointer}
.lp-btn:hover{border-color:${BLUE};color:${BLUE}}
.lp a.lp-primary,.lp-primary{background:${BLUE};border-color:${BLUE};color:#fff}
.lp a.lp-primary:hover,.lp-primary:hover{background:#003eb3;border-color:#003eb3;color:#fff}
.lp-large{height:40px;padding:6px 20px;font-size:16px;border-radius:8px}
.lp-text{border-color:transparent;background:transparent}
.lp-select{height:32px;border:1px solid #d9d9d9;border-radius:6px;background:#fff;font:inherit;padding:0 8px;color:inherit}
.lp-hero{text-align:center;padding:64px 16px 48px;max-width:820px;margin:0 auto}
.lp-hero h1{font-size:clamp(28px,6vw,46px)}
.lp-hero p{font-size:18px}
.lp-section{padding:48px 16px;scroll-margin-top:16px}
.lp-tinted{background:#f5f8ff}
.lp-inner{max-width:1120px;margin:0 auto}
.lp-section h2{text-align:center;font-size:30px;margin-bottom:32px}
.lp-grid{display:grid;grid-template-columns:repeat(3,1fr);gap:16px}
.lp-card{border:1px solid #f0f0f0;border-radius:8px;background:#fff;padding:24px;height:100%}
.lp-card h3{font-size:20px;margin-top:8px}
.lp-icon{font-size:32px;color:${BLUE};line-height:1}
.lp svg{width:1em;height:1em;fill:currentColor;display:inline-block;vertical-align:-.125em}
.lp-stars{color:#fadb14;display:flex;gap:4px;font-size:14px}
.lp-person{display:flex;gap:12px;align-items:center}
.lp-avatar{width:32px;height:32px;border-radius:50%;background:rgba(0,0,0,.25);color:#fff;display:inline-flex;align-items:center;justify-content:center;flex:none}
.lp-person strong{display:block}
.lp-faq{max-width:760px;margin:0 auto;background:#fff;border:1px solid #d9d9d9;border-radius:8px}
.lp-faq details+details{border-top:1px solid #d9d9d9}
.lp-faq summary{padding:12px 16px;cursor:pointer;font-weight:500}
.lp-faq details p{padding:0 16px 16px;margin:0}
.lp-pricing{max-width:520px;margin:0 auto;border:1px solid;border-radius:8px;padding:24px}
.lp-pricing[data-tone=success]{background:#f6ffed;border-color:#b7eb8f}
.lp-pricing[data-tone=info]{background:#e6f4ff;border-color:#91caff}
.lp-tabs{display:flex;gap:24px;border-bottom:1px solid rgba(5,5,5,.1);margin-bottom:16px}
.lp-tab{border:0;background:none;font:inherit;padding:12px 0;cursor:pointer;color:inherit;border-bottom:2px solid transparent;margin-bottom:-1px}
.lp-tab[aria-selected=true]{color:${BLUE};border-bottom-color:${BLUE}}
.lp-amount{font-size:30px;margin:4px 0 8px!important}
.lp-range{width:100%;accent-color:${BLUE};margin:12px 0}
.lp-line{display:flex;justify-content:space-between;margin:8px 0}
.lp-center{text-align:center;margin-top:24px}
.lp-menu{position:relative}
.lp-menu [role=menu]{position:absolute;right:0;top:calc(100% + 4px);z-index:10;min-width:220px;background:#fff;border-radius:8px;padding:4px;margin:0;list-style:none;box-shadow:0 6px 16px rgba(0,0,0,.08),0 3px 6px -4px rgba(0,0,0,.12),0 9px 28px 8px rgba(0,0,0,.05)}
.lp-menu [role=menuitem]{display:flex;gap:8px;width:100%;border:0;background:none;font:inherit;color:inherit;text-align:left;padding:5px 12px;border-radius:4px;cursor:pointer}
.lp-menu [role=menuitem]:hover,.lp-menu [role=menuitem]:focus{background:rgba(0,0,0,.04)}
.lp-menu .lp-danger{color:#d4380d}
.lp-menu .lp-who{padding:5px 12px;color:${SECONDARY}}
.lp-menu hr{border:0;border-top:1px solid rgba(5,5,5,.06);margin:4px 0}
.lp-footer{background:#001529;color:#fff;padding:32px 16px}
.lp-footer .lp-inner{display:flex;flex-wrap:wrap;gap:24px;justify-content:space-between}
.lp-footer h2{color:#fff;font-size:20px;text-align:left;margin:0 0 8px}
.lp-footer address{font-style:normal;line-height:1.8}
.lp-footer a{color:#91caff}
@media (max-width:767px){
.lp-logo{flex:1}
.lp-nav{order:3;width:100%;flex:none}
.lp-grid{grid-template-columns:1fr}
}
`;
