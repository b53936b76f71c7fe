import { createContext, useContext } from 'react';
import type { Lang } from '@fikr/shared/core';

/** What differs between the page in the shell and the standalone app. */
export interface PublicEnv {
  setLanguage(lang: Lang): Promise<void> | void;
  /** Full-page URL of the home page; unset in the shell, where '/' is a client route. */
  homeUrl?: string;
}

const PublicEnvContext = createContext<PublicEnv | null>(null);

export const PublicEnvProvider = PublicEnvContext.Provider;

export function usePublicEnv(): PublicEnv {
  const env = useContext(PublicEnvContext);
  if (!env) throw new Error('PublicEnvProvider is missing');
  return env;
}
