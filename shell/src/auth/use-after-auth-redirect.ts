import { useCallback, useEffect } from 'react';
import { useAtom, useStore } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { hasBusiness, operatorAtom, sessionErrorAtom, type User } from '@fikr/shared';

/**
 * After login or register: the console when the user has a business or is an operator (whose console opens on the
 * operators' pages), otherwise `otherwise` (the landing page unless the caller says). The operator flag is read when
 * the sign-in has finished.
 */
export function useAfterAuthRedirect() {
  const navigate = useNavigate();
  const store = useStore();
  return useCallback(
    (user: User | null, otherwise = '/') =>
      navigate(hasBusiness(user) || store.get(operatorAtom) ? '/business/dashboard' : otherwise),
    [navigate, store],
  );
}

/** The session's error message for the alert above the form; a failure on one page does not follow to the next. */
export function useFreshSessionError(): string | null {
  const [error, setError] = useAtom(sessionErrorAtom);
  useEffect(() => setError(null), [setError]);
  return error;
}
