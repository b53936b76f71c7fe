import { useState } from 'react';
import { Alert, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, toast } from '@fikr/shared';
import type { Member } from '@fikr/shared/schemas';
import { NS } from '../i18n';
import { MemberInviteForm } from './member-invite-form';
import { MembersTable } from './members-table';
import { RemoveMemberDialog } from './remove-member-dialog';
import { useMembers } from './use-members';

/** /business/team: the team with role and status; invite by phone, change a role, remove (after a confirmation). */
export function MembersPage() {
  const { t } = useTranslation(NS);
  const list = useMembers();
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

  return (
    <Card title={t('invite.title')}>
      <MemberInviteForm onInvite={list.invite} />
      {list.error && <Alert type="error" showIcon title={list.error} style={{ marginBottom: 16 }} />}
      <MembersTable
        members={list.members ?? []}
        loading={list.loading}
        onRole={(m, role) => void changeRole(m, role)}
        onRemove={setRemoving}
      />
      {removing && (
        <RemoveMemberDialog
          member={removing}
          onRemove={() => list.remove(removing._id)}
          onClose={() => setRemoving(null)}
        />
      )}
    </Card>
  );
}
