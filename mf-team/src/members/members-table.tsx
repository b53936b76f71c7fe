import { Button, Select, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatPhone, tagTone } from '@fikr/shared';
import type { Member, MemberRole } from '@fikr/shared/schemas';
import { NS } from '../i18n';

interface MembersTableProps {
  members: Member[];
  loading: boolean;
  onRole: (member: Member, role: MemberRole) => void;
  onRemove: (member: Member) => void;
}

/** Phone, name, role (a select for staff), status, joined, 'Olib tashlash'; the owner's own row is read-only. */
export function MembersTable({ members, loading, onRole, onRemove }: MembersTableProps) {
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
