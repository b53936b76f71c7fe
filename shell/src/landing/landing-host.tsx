import { createContext, useContext } from 'react';
import type { Lang, User } from '@fikr/shared/core';

/**
 * What the landing needs from whoever shows it: the in-console route (router, jotai session) or the prerendered
 * page's own script (fetch, localStorage). The landing's components know neither.
 */
export interface LandingHost {
  /** The signed-in visitor; null when anonymous or not known yet. */
  user: User | null;
  /** False until the session check has answered: the header keeps its action area empty meanwhile. */
  sessionKnown: boolean;
  /** Moves to another page of the site (/login, /create-business, /business/dashboard). */
  go(path: string): void;
  logout(): void;
  setLanguage(lang: Lang): void;
}

const anonymous: LandingHost = {
  user: null,
  sessionKnown: true,
  go: (path) => window.location.assign(path),
  logout: () => undefined,
  setLanguage: () => undefined,
};

export const LandingHostContext = createContext<LandingHost>(anonymous);

export const useLandingHost = () => useContext(LandingHostContext);

/** A plain link for the prerendered page and for a visitor without JavaScript; the host moves when it can. */
export function linkTo(host: LandingHost, path: string) {
  return {
    href: path,
    onClick: (event: { preventDefault(): void; metaKey?: boolean; ctrlKey?: boolean }) => {
      if (event.metaKey || event.ctrlKey) return; // a new tab
      event.preventDefault();
      host.go(path);
    },
  };
}
