import type { ReactNode } from 'react';
import { LanguageSwitch } from './language-switch';
import { usePublicStyles } from './styles';

/** Root of every public page: the remote's marker, the language switch and the build version. */
export function PageFrame({ children }: { children: ReactNode }) {
  usePublicStyles();
  return (
    <main className="fp" data-remote="mf-public">
      <div className="fp-top">
        <LanguageSwitch />
      </div>
      {children}
      <p className="fp-foot">
        <span data-testid="remote-version">mf-public v{__APP_VERSION__}</span>
      </p>
    </main>
  );
}
