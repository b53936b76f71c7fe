declare global {
  interface Window {
    __fikrReact?: Record<string, unknown>;
  }
}

/** Records the React object a bundle imported, so a browser test can prove every bundle shares one React. */
export function markReactInstance(bundle: string, react: unknown): void {
  if (typeof window === 'undefined') return;
  window.__fikrReact = { ...window.__fikrReact, [bundle]: react };
}
