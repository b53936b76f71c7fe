import { Button, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatPhone, formatSom, tagTone, tablePagination } from '@fikr/shared';
import { type OpsBusiness, type OpsBusinessesPage } from '@fikr/shared/schemas';
import { NS } from '../i18n';

interface BusinessesTableProps {
  data: OpsBusinessesPage | null;
  loading: boolean;
  onSuspend: (business: OpsBusiness) => void;
  onUnsuspend: (business: OpsBusiness) => void;
  onPage: (page: number, limit: number) => void;
}

/** Name, phone, balance, forms, responses, last activity, status and the one action the status allows. */
export function BusinessesTable({ data, loading, onSuspend, onUnsuspend, onPage }: BusinessesTableProps) {
  const { t } = useTranslation(NS);
  const columns: ColumnsType<OpsBusiness> = [
    { key: 'name', title: t('businesses.name'), dataIndex: 'name' },
    { key: 'phone', title: t('businesses.phone'), render: (_, b) => formatPhone(b.phone) },
    {
      key: 'coin',
      title: t('businesses.coin'),
      align: 'right',
      render: (_, b) => t('som', { amount: formatSom(b.coin) }),
    },
    { key: 'forms', title: t('businesses.forms'), align: 'right', dataIndex: 'formsCount' },
    { key: 'responses', title: t('businesses.responses'), align: 'right', dataIndex: 'responsesCount' },
    {
      key: 'activity',
      title: t('businesses.lastActivity'),
      render: (_, b) => (b.lastActivityAt ? formatDateTime(b.lastActivityAt) : '-'),
    },
    {
      key: 'status',
      title: t('businesses.status'),
      render: (_, b) => (
        <Tag style={tagTone(b.suspended ? 'error' : 'success')}>
          {t(b.suspended ? 'businesses.suspended' : 'businesses.active')}
        </Tag>
      ),
    },
    {
      key: 'actions',
      title: t('actions'),
      render: (_, b) =>
        b.suspended ? (
          <Button size="small" onClick={() => onUnsuspend(b)}>
            {t('businesses.unsuspend')}
          </Button>
        ) : (
          <Button danger size="small" onClick={() => onSuspend(b)}>
            {t('businesses.suspend')}
          </Button>
        ),
    },
  ];
  return (
    <Table<OpsBusiness>
      aria-label={t('businesses.listLabel')}
      rowKey="_id"
      columns={columns}
      dataSource={data?.businesses ?? []}
      loading={loading}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('businesses.empty') }}
      pagination={tablePagination(data?.pagination, onPage)}
    />
  );
}
