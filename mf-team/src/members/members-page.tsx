import { useState } from 'react';
import { Alert, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, businessQueries, formatPhone, queryClient, toast, useQuery } from '@fikr/shared';
import type { Member } from '@fikr/shared/schemas';
import { NS } from '../i18n';
import { MemberInviteForm } from './member-invite-form';
import { RemoveDialog } from '../remove-dialog';
import { MembersTable } from './members-table';
import { useMembers } from './use-members';

/** /business/team: the team with role and status; invite by phone, change a role, remove (after a confirmation). */
export function MembersPage() {
  const { t } = useTranslation(NS);
  const list = useMembers();
  // without branches (or while they load) the team has no branch choices
  const branches = useQuery(businessQueries.branches(), queryClient).data ?? [];
  const [removing, setRemoving] = useState<Member | null>(null);

  async function changeRole(member: Member, role: Member['role']) {
    if (role === 'owner') return;
    try {
      await list.changeRole(member._id, role);
      toast.success(t('members.roleChanged'), { topic: 'member-role' });
    } catch (err) {
      toast.error(apiErrorMessage(err, `${NS}:members.changeFailed`), { topic: 'member-role' });
    }
  }

  async function changeBranch(member: Member, branchId: string | null) {
    try {
      await list.changeBranch(member._id, branchId);
      toast.success(t('members.branchChanged'), { topic: 'member-branch' });
    } catch (err) {
      toast.error(apiErrorMessage(err, `${NS}:members.branchFailed`), { topic: 'member-branch' });
    }
  }

  return (
    <Card title={t('invite.title')}>
      <MemberInviteForm branches={branches} onInvite={list.invite} />
      {list.error && <Alert type="error" showIcon title={list.error} style={{ marginBottom: 16 }} />}
      <MembersTable
        members={list.members ?? []}
        loading={list.loading}
        branches={branches}
        onRole={(m, role) => void changeRole(m, role)}
        onBranch={(m, branchId) => void changeBranch(m, branchId)}
        onRemove={setRemoving}
      />
      {removing && (
        <RemoveDialog
          texts="removeDialog"
          values={{ phone: formatPhone(removing.phone), role: t(`role.${removing.role}`) }}
          onRemove={() => list.remove(removing._id)}
          onClose={() => setRemoving(null)}
        />
      )}
    </Card>
  );
}
