/**
 * Runtime settings of the standalone public app, set by /config.js before the bundle runs:
 * window.__FIKR_CONFIG__ = { apiBase: 'https://api.fikr.uz/api', basename: '/p', homeUrl: 'https://fikr.uz/' }.
 * The shell sets none of them, so in the console everything is same-origin.
 */
export interface PublicRuntimeConfig {
  apiBase?: string;
  basename?: string;
  homeUrl?: string;
}

export function runtimeConfig(): PublicRuntimeConfig {
  if (typeof window === 'undefined') return {};
  return ((window as unknown as { __FIKR_CONFIG__?: PublicRuntimeConfig }).__FIKR_CONFIG__ ??
    {}) as PublicRuntimeConfig;
}

export function apiBase(): string {
  return (runtimeConfig().apiBase || '/api').replace(/\/+$/, '');
}

/** Files the API stores (logos: /uploads/logos/x.png) live on the API's origin, which may not be the page's. */
export function apiAssetUrl(path: string): string {
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  const base = apiBase();
  return /^https?:\/\//.test(base) ? new URL(path, base).href : path;
}
