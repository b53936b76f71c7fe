import { useAtomValue } from 'jotai';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { hasBusiness, operatorAtom, sessionInitialisedAtom, userAtom } from '@fikr/shared';
import { PageLoading } from '../components/page-loading';

/**
 * A page still on its way: a screen reader hears 'Loading...' instead of an empty region. Over the page, not in its
 * flow (as the start-up spinner): the page that replaces it then moves nothing on screen.
 */
export function FullPageSpinner() {
  return (
    <div style={{ position: 'fixed', inset: 0, display: 'grid', placeItems: 'center' }}>
      <PageLoading />
    </div>
  );
}

/** No token or user → /login; a spinner while the session initialises. */
export function RequireUser() {
  const initialised = useAtomValue(sessionInitialisedAtom);
  const user = useAtomValue(userAtom);
  const location = useLocation();
  if (!initialised) return <FullPageSpinner />;
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/** A logged-in user without a business may only create one; an operator reaches the console with the operators' pages. */
export function RequireBusiness() {
  const user = useAtomValue(userAtom);
  const operator = useAtomValue(operatorAtom);
  if (!hasBusiness(user) && !operator) return <Navigate to="/create-business" replace />;
  return <Outlet />;
}
