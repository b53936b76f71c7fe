/** Runtime config the host page may set before the bundles load (e.g. in index.html). */
export interface FikrRuntimeConfig {
  apiBase?: string;
}

declare global {
  interface Window {
    __FIKR_CONFIG__?: FikrRuntimeConfig;
  }
}

export const DEFAULT_API_BASE = '/api';

export function apiBaseUrl(): string {
  return (typeof window !== 'undefined' && window.__FIKR_CONFIG__?.apiBase) || DEFAULT_API_BASE;
}
