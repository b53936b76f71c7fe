import { useCallback, useEffect, useState } from 'react';
import { api, apiErrorMessage, unwrap } from '@fikr/shared';
import type { Member, MemberRole } from '@fikr/shared/schemas';
import { NS } from '../i18n';

/** GET /business/members, and the owner's changes, each followed by a fresh list. */
export function useMembers() {
  const [members, setMembers] = useState<Member[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);

  const reload = useCallback(async () => {
    setLoading(true);
    try {
      setMembers(unwrap<{ members: Member[] }>(await api.get('/business/members')).members);
      setError(null);
    } catch (err) {
      setError(apiErrorMessage(err, `${NS}:members.loadFailed`));
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  const invite = async (phone: string, role: MemberRole, branchId: string | null) => {
    await api.post('/business/members', { phone, role, ...(branchId ? { branchId } : {}) });
    await reload();
  };
  const changeRole = async (id: string, role: MemberRole) => {
    await api.patch(`/business/members/${id}`, { role });
    await reload();
  };
  const changeBranch = async (id: string, branchId: string | null) => {
    await api.patch(`/business/members/${id}`, { branchId });
    await reload();
  };
  const remove = async (id: string) => {
    await api.delete(`/business/members/${id}`);
    await reload();
  };

  return { members, error, loading, invite, changeRole, changeBranch, remove };
}
