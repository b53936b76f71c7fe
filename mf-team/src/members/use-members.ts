import { api, apiErrorMessage, invalidateAfter, queryClient, teamQueries, useMutation, useQuery } from '@fikr/shared';
import type { MemberRole } from '@fikr/shared/schemas';
import { NS } from '../i18n';

/** GET /business/members, and the owner's changes, each followed by a fresh list (awaited). */
export function useMembers() {
  const list = useQuery(teamQueries.members(), queryClient);
  const change = useMutation(
    { mutationFn: (send: () => Promise<unknown>) => send(), onSuccess: () => invalidateAfter('members') },
    queryClient,
  );
  const run = async (send: () => Promise<unknown>) => void (await change.mutateAsync(send));

  return {
    members: list.data ?? null,
    error: list.error ? apiErrorMessage(list.error, `${NS}:members.loadFailed`) : null,
    loading: list.isFetching,
    invite: (phone: string, role: MemberRole, branchId: string | null) =>
      run(() => api.post('/business/members', { phone, role, ...(branchId ? { branchId } : {}) })),
    changeRole: (id: string, role: MemberRole) => run(() => api.patch(`/business/members/${id}`, { role })),
    changeBranch: (id: string, branchId: string | null) =>
      run(() => api.patch(`/business/members/${id}`, { branchId })),
    remove: (id: string) => run(() => api.delete(`/business/members/${id}`)),
  };
}
