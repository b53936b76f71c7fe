import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { hasBusiness, type User } from '@fikr/shared';

/** After login or register: the dashboard when the user has a business, otherwise the landing page. */
export function useAfterAuthRedirect() {
  const navigate = useNavigate();
  return useCallback((user: User | null) => navigate(hasBusiness(user) ? '/business/dashboard' : '/'), [navigate]);
}
