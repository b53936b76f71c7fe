/** What the wallet pages add to the light stylesheet; only they inline it. Same AA colours as the form. */
export const WALLET_CSS = `
.fw-nav{display:flex;flex-wrap:wrap;gap:6px;margin:0 0 12px}
.fw-nav a{flex:1 1 40%;min-height:44px;display:flex;align-items:center;justify-content:center;padding:6px 8px;border-radius:10px;background:#fff;color:#0a4fbf;font-weight:600;text-align:center;text-decoration:none;box-shadow:0 1px 3px rgba(0,0,0,.08);overflow-wrap:anywhere}
.fw-nav a[aria-current=page]{background:#0a4fbf;color:#fff}
.fw-nav a:focus-visible,.fw-link:focus-visible{outline:3px solid #0a4fbf;outline-offset:2px}
.fw-balance{font-size:32px;font-weight:700;margin:4px 0;overflow-wrap:anywhere}
.fw-list{list-style:none;margin:0;padding:0}
.fw-row{display:flex;flex-wrap:wrap;justify-content:space-between;gap:4px 12px;align-items:baseline}
.fw-row>*{overflow-wrap:anywhere;min-width:0}
.fw-h2{font-size:17px;margin:16px 0 8px}
.fw-state{font-size:14px;font-weight:600;padding:2px 10px;border-radius:999px;background:#eef1f6;color:#4a4a4a}
.fw-valid,.fw-paid{background:#e8f5ea;color:#1f6b2a}
.fw-failed{background:#fff1f0;color:#b3121f}
.fw-pending,.fw-review,.fw-unknown{background:#fff4d6;color:#6b4100}
.fw-qr{display:block;width:168px;height:168px;margin:8px auto;background:#fff;shape-rendering:crispEdges}
.fw-code{font:700 28px/1.2 ui-monospace,Menlo,Consolas,monospace;letter-spacing:.15em;text-align:center;margin:8px 0;overflow-wrap:anywhere}
.fw-plus{color:#1f6b2a;font-weight:600}
.fw-minus{color:#b3121f;font-weight:600}
.fw-secondary{background:#fff;color:#0a4fbf;border:2px solid #0a4fbf}
.fw-danger{background:#b3121f}
.fw-gap{margin-top:16px}
.fw-link{display:block;text-align:center;margin-top:12px;color:#0a4fbf;padding:8px}
.fw-pages{display:flex;justify-content:space-between;align-items:center;gap:8px}
.fw-pages a{color:#0a4fbf;padding:10px 4px}
`;
