import {
  api,
  apiErrorMessage,
  businessQueries,
  invalidateAfter,
  queryClient,
  unwrap,
  useMutation,
  useQuery,
} from '@fikr/shared';
import type { Branch, BranchInput, ReviewLinks } from '@fikr/shared/schemas';

/** What the branch form sends: region and district may be left out (null). */
export type BranchValues = Pick<BranchInput, 'name' | 'address'> & {
  region: number | null;
  district: number | null;
  /** The branch's own review pages (each wins over the business's); null when none. */
  reviewLinks: ReviewLinks;
};

/**
 * GET /business/branches, and the owner's changes; after each one the branches and their figures are re-read
 * (awaited: the dialog closes on the list as it is now).
 */
export function useBranches() {
  const list = useQuery(businessQueries.branches(), queryClient);
  const change = useMutation(
    {
      mutationFn: async (send: () => Promise<{ data?: unknown }>) => unwrap<{ branch?: Branch }>(await send()).branch,
      onSuccess: () => invalidateAfter('branches'),
    },
    queryClient,
  );
  return {
    branches: list.data,
    error: list.error ? apiErrorMessage(list.error, 'team:branches.loadFailed') : null,
    loading: list.isFetching,
    create: (values: BranchValues) => change.mutateAsync(() => api.post('/business/branches', values)),
    update: (id: string, values: BranchValues) =>
      change.mutateAsync(() => api.patch(`/business/branches/${id}`, values)),
    remove: async (id: string) => void (await change.mutateAsync(() => api.delete(`/business/branches/${id}`))),
  };
}
