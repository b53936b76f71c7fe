import { resourceQuery } from './resource-query';
import { fetchBranches } from '../api/branches';
import { api } from '../api/client';
import { unwrap } from '../api/unwrap';
import type { Onboarding } from '../schemas';
import type { Client } from '../types/response';

/**
 * What belongs to the business besides its own record (the session holds that): its branches, its first steps and
 * the customers it has asked. All under `['business']`.
 */
export const businessQueries = {
  all: () => ['business'] as const,
  branches: () =>
    resourceQuery({ queryKey: [...businessQueries.all(), 'branches'] as const, queryFn: () => fetchBranches() }),
  onboarding: () =>
    resourceQuery({
      queryKey: [...businessQueries.all(), 'onboarding'] as const,
      queryFn: ({ signal }) => api.get('/business/onboarding', { signal }).then((r) => unwrap<Onboarding>(r)),
    }),
  clients: () =>
    resourceQuery({
      queryKey: [...businessQueries.all(), 'clients'] as const,
      queryFn: async ({ signal }): Promise<Client[]> => {
        const clients = unwrap<Client[]>(await api.get('/business/clients', { signal }));
        return Array.isArray(clients) ? clients : [];
      },
    }),
};
