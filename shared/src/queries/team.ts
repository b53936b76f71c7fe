import { resourceQuery } from './resource-query';
import { api } from '../api/client';
import { unwrap } from '../api/unwrap';
import type { Member } from '../schemas/team';

/** The business's team, under `['team']`: `['team', 'members']` the people who work in the console. */
export const teamQueries = {
  all: () => ['team'] as const,
  members: () =>
    resourceQuery({
      queryKey: [...teamQueries.all(), 'members'] as const,
      queryFn: ({ signal }) =>
        api.get('/business/members', { signal }).then((r) => unwrap<{ members: Member[] }>(r).members),
    }),
};
