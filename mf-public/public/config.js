// Runtime config of the standalone public app; replace this file when deploying on another origin, e.g.
// window.__FIKR_CONFIG__ = { apiBase: 'https://api.fikr.uz/api', homeUrl: 'https://fikr.uz/' };
window.__FIKR_CONFIG__ = window.__FIKR_CONFIG__ || { apiBase: '/api', homeUrl: '/' };
