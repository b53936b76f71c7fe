import { useMemo } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { logoutAtom, sessionInitialisedAtom, setLanguage, userAtom } from '@fikr/shared';
import { useDocumentTitle } from '../components/use-document-title';
import './register-landing-texts';
import { type LandingHost, LandingHostContext } from './landing-host';
import { LandingPage } from './landing-page';

/** The landing inside the console (after sign-up or logout the router comes here without a page load). */
export function LandingRoute() {
  const user = useAtomValue(userAtom);
  const sessionKnown = useAtomValue(sessionInitialisedAtom);
  const logout = useSetAtom(logoutAtom);
  const navigate = useNavigate();
  useDocumentTitle(undefined); // 'Fikr'
  const host = useMemo<LandingHost>(
    () => ({
      user,
      sessionKnown,
      go: (path) => navigate(path),
      logout: () => {
        logout();
        navigate('/');
      },
      setLanguage: (lang) => void setLanguage(lang),
    }),
    [user, sessionKnown, logout, navigate],
  );
  return (
    <LandingHostContext.Provider value={host}>
      <LandingPage />
    </LandingHostContext.Provider>
  );
}
