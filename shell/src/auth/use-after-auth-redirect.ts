import { useCallback, useEffect } from 'react';
import { useAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { hasBusiness, sessionErrorAtom, type User } from '@fikr/shared';

/** After login or register: the dashboard when the user has a business, otherwise the landing page. */
export function useAfterAuthRedirect() {
  const navigate = useNavigate();
  return useCallback((user: User | null) => navigate(hasBusiness(user) ? '/business/dashboard' : '/'), [navigate]);
}

/** The session's error message for the alert above the form; a failure on one page does not follow to the next. */
export function useFreshSessionError(): string | null {
  const [error, setError] = useAtom(sessionErrorAtom);
  useEffect(() => setError(null), [setError]);
  return error;
}
