import type { ReactNode } from 'react';
import { LanguageSwitch } from './language-switch';
import { useCustomerCss } from '@fikr/shared/customer-form';

/** Root of every public page: the remote's marker and the language switch (no build label: customers see it). */
export function PageFrame({ children }: { children: ReactNode }) {
  useCustomerCss();
  return (
    <main className="fp" data-remote="mf-public">
      <div className="fp-top">
        <LanguageSwitch />
      </div>
      {children}
    </main>
  );
}
