import { api, fetchBranches, unwrap, useRequest } from '@fikr/shared';
import type { Branch, BranchInput, ReviewLinks } from '@fikr/shared/schemas';

/** What the branch form sends: region and district may be left out (null). */
export type BranchValues = Pick<BranchInput, 'name' | 'address'> & {
  region: number | null;
  district: number | null;
  /** The branch's own review pages (each wins over the business's); null when none. */
  reviewLinks: ReviewLinks;
};

/**
 * GET /business/branches, and the owner's changes; every change answers the whole list as it is now, which
 * replaces the one shown (no second request).
 */
export function useBranches() {
  const list = useRequest('branches', fetchBranches, { fallbackKey: 'team:branches.loadFailed' });
  const apply = (res: { data?: unknown }) => {
    const data = unwrap<{ branches: Branch[]; branch?: Branch }>(res);
    list.setData(data.branches);
    return data.branch;
  };
  return {
    branches: list.data,
    error: list.error,
    loading: list.loading,
    create: async (values: BranchValues) => apply(await api.post('/business/branches', values)),
    update: async (id: string, values: BranchValues) => apply(await api.patch(`/business/branches/${id}`, values)),
    remove: async (id: string) => void apply(await api.delete(`/business/branches/${id}`)),
  };
}
