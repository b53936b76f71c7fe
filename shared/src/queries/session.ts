import { resourceQuery } from './resource-query';
import { fetchMe, ME_KEY } from '../session/me';

/**
 * The session: GET /auth/me under `['session', 'me']`. The session's actions write it (sign-in, start-up check,
 * business switch) and the console's session views (userAtom, roleAtom…) read it; no change of the business's data
 * touches it.
 */
export const sessionQueries = {
  all: () => ['session'] as const,
  me: () => resourceQuery({ queryKey: ME_KEY, queryFn: () => fetchMe() }),
};
