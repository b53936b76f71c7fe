import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatPhone, tablePagination } from '@fikr/shared';
import { type AuditEntry } from '@fikr/shared/schemas';
import { NS } from '../i18n';
import { actionKey } from './audit-actions';
import { AuditEmpty } from './audit-empty';
import type { AuditPage } from './use-audit';

interface AuditTableProps {
  data: AuditPage | null;
  loading: boolean;
  onPage: (page: number, limit: number) => void;
  /** A filter is on: an empty page says only that nothing is recorded, not what the trail is for. */
  filtered?: boolean;
}

/** Newest first: when, who (phone and role), the action, its target, the address it came from. */
export function AuditTable({ data, loading, onPage, filtered = false }: AuditTableProps) {
  const { t } = useTranslation(NS);
  const columns: ColumnsType<AuditEntry> = [
    { key: 'at', title: t('audit.at'), render: (_, e) => formatDateTime(e.at) },
    {
      key: 'actor',
      title: t('audit.actor'),
      render: (_, e) =>
        e.actor.phone
          ? `${formatPhone(e.actor.phone)} (${t(`role.${e.actor.role}`, { defaultValue: e.actor.role })})`
          : t('audit.system'),
    },
    {
      key: 'action',
      title: t('audit.action'),
      // an action this page does not know shows as the API wrote it
      render: (_, e) => t(actionKey(e.action), { defaultValue: e.action }),
    },
    { key: 'target', title: t('audit.target'), dataIndex: 'target' },
    { key: 'ip', title: t('audit.ip'), dataIndex: 'ip' },
  ];
  return (
    <Table<AuditEntry>
      aria-label={t('audit.listLabel')}
      rowKey="_id"
      columns={columns}
      dataSource={data?.entries ?? []}
      loading={loading}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: filtered || loading ? t('audit.empty') : <AuditEmpty /> }}
      pagination={tablePagination(data?.pagination, onPage)}
    />
  );
}
