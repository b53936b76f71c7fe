import { Button, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@fikr/shared';
import type { OpsMessage } from '@fikr/shared/schemas';
import { NS } from '../i18n';

interface MessagesTableProps {
  messages: OpsMessage[];
  loading: boolean;
  onRetry: (message: OpsMessage) => void;
}

/** Newest first: when, channel, kind, attempts, the last error; a failed one can be sent again. */
export function MessagesTable({ messages, loading, onRetry }: MessagesTableProps) {
  const { t } = useTranslation(NS);
  const columns: ColumnsType<OpsMessage> = [
    { key: 'created', title: t('messages.createdAt'), render: (_, m) => formatDateTime(m.createdAt) },
    { key: 'channel', title: t('messages.channel'), dataIndex: 'channel' },
    // a kind this page does not know shows as the API wrote it
    { key: 'kind', title: t('messages.kind'), render: (_, m) => t(`kind.${m.kind}`, { defaultValue: m.kind }) },
    { key: 'attempts', title: t('messages.attempts'), align: 'right', dataIndex: 'attempts' },
    { key: 'error', title: t('messages.lastError'), render: (_, m) => m.lastError ?? '-' },
    {
      key: 'actions',
      title: t('actions'),
      render: (_, m) =>
        m.status === 'failed' ? (
          <Button size="small" onClick={() => onRetry(m)}>
            {t('messages.retry')}
          </Button>
        ) : null,
    },
  ];
  return (
    <Table<OpsMessage>
      aria-label={t('messages.listLabel')}
      rowKey="_id"
      columns={columns}
      dataSource={messages}
      loading={loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('messages.empty') }}
    />
  );
}
