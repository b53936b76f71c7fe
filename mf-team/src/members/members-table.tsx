import { Button, Select, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatPhone, tagTone } from '@fikr/shared';
import type { Branch, Member, MemberRole } from '@fikr/shared/schemas';
import { NS } from '../i18n';
import { BranchSelect } from './branch-select';

interface MembersTableProps {
  members: Member[];
  loading: boolean;
  /** The business's branches: with any, a column ties each member to one (or to all). */
  branches: Branch[];
  onRole: (member: Member, role: MemberRole) => void;
  onBranch: (member: Member, branchId: string | null) => void;
  onRemove: (member: Member) => void;
}

/** Phone, name, role and branch (selects for staff), status, joined, 'Olib tashlash'; the owner's row is read-only. */
export function MembersTable({ members, loading, branches, onRole, onBranch, onRemove }: MembersTableProps) {
  const { t } = useTranslation(NS);
  const columns: ColumnsType<Member> = [
    { key: 'phone', title: t('members.phone'), render: (_, m) => formatPhone(m.phone) },
    { key: 'name', title: t('members.name'), render: (_, m) => m.name || '-' },
    {
      key: 'role',
      title: t('members.role'),
      render: (_, m) =>
        m.role === 'owner' ? (
          t('role.owner')
        ) : (
          <Select<MemberRole>
            aria-label={t('members.changeRole', { phone: formatPhone(m.phone) })}
            value={m.role}
            onChange={(role) => onRole(m, role)}
            style={{ minWidth: 130 }}
            options={[
              { value: 'cashier', label: t('role.cashier') },
              { value: 'manager', label: t('role.manager') },
            ]}
          />
        ),
    },
    ...(branches.length === 0
      ? []
      : [
          {
            key: 'branch',
            title: t('members.branch'),
            render: (_: unknown, m: Member) =>
              m.role === 'owner' ? (
                t('members.allBranches')
              ) : (
                <BranchSelect
                  label={t('members.changeBranch', { phone: formatPhone(m.phone) })}
                  branches={branches}
                  value={m.branchId}
                  onChange={(branchId) => onBranch(m, branchId)}
                />
              ),
          },
        ]),
    {
      key: 'status',
      title: t('members.status'),
      render: (_, m) => (
        <Tag style={tagTone(m.status === 'active' ? 'success' : 'default')}>{t(`status.${m.status}`)}</Tag>
      ),
    },
    { key: 'joined', title: t('members.joinedAt'), render: (_, m) => (m.joinedAt ? formatDateTime(m.joinedAt) : '-') },
    {
      key: 'actions',
      title: t('members.actions'),
      render: (_, m) =>
        m.role === 'owner' ? null : (
          <Button danger size="small" onClick={() => onRemove(m)}>
            {t('members.remove')}
          </Button>
        ),
    },
  ];
  return (
    <Table<Member>
      aria-label={t('members.listLabel')}
      rowKey="_id"
      columns={columns}
      dataSource={members}
      loading={loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('members.empty') }}
    />
  );
}
