import { Spin } from 'antd';
import { useAtomValue } from 'jotai';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { hasBusiness, sessionInitialisedAtom, userAtom } from '@fikr/shared';

export function FullPageSpinner() {
  return <Spin size="large" style={{ display: 'block', margin: '30vh auto' }} />;
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

/** A logged-in user without a business may only create one. */
export function RequireBusiness() {
  const user = useAtomValue(userAtom);
  if (!hasBusiness(user)) return <Navigate to="/create-business" replace />;
  return <Outlet />;
}
