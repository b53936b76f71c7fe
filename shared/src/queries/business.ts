import { resourceQuery } from './resource-query';
import { fetchBranches } from '../api/branches';
import { api } from '../api/client';
import { unwrap } from '../api/unwrap';
import type { Onboarding } from '../schemas';
import type { Business } from '../types/business';
import type { Client } from '../types/response';

/**
 * What belongs to the business besides its own record (the session holds that): its branches, its first steps and
 * the customers it has asked. All under `['business']`.
 */
export const businessQueries = {
  all: () => ['business'] as const,
  /**
   * GET /business through the session's refresh (`refreshBusinessAtom`: one request shared by its callers, and the
   * header and sidebar follow the answer): the dashboard and the request dialog's balance read this one entry.
   */
  record: (refreshBusiness: () => Promise<Business | null>) =>
    resourceQuery({
      queryKey: [...businessQueries.all(), 'record'] as const,
      queryFn: async () => {
        const business = await refreshBusiness();
        if (!business) throw new Error('business unavailable');
        return business;
      },
    }),
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
