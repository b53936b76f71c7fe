declare global {
  interface Window {
    __fikrReact?: Record<string, unknown>;
    __fikrVersions?: Record<string, string>;
  }
}

/**
 * Records the React object a bundle imported, so a browser test can prove every bundle shares one React, and
 * the bundle's version for the profile menu's 'About' (the shell and every remote loaded so far).
 */
export function markReactInstance(bundle: string, react: unknown, version?: string): void {
  if (typeof window === 'undefined') return;
  window.__fikrReact = { ...window.__fikrReact, [bundle]: react };
  if (version) window.__fikrVersions = { ...window.__fikrVersions, [bundle]: version };
}

/** Versions of the shell and of every remote loaded on this page, by bundle name. */
export function loadedVersions(): Record<string, string> {
  return typeof window === 'undefined' ? {} : { ...window.__fikrVersions };
}
