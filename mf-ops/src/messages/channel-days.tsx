import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OpsChannelDay } from '@fikr/shared/schemas';
import { NS } from '../i18n';

/** The last days' messages by channel: sent by Telegram, sent by SMS, and the SMS that could not be sent. */
export function ChannelDays({ days }: { days: OpsChannelDay[] }) {
  const { t } = useTranslation(NS);
  return (
    <Table<OpsChannelDay>
      aria-label={t('messages.byDay')}
      title={() => t('messages.byDay')}
      size="small"
      rowKey="date"
      pagination={false}
      dataSource={days}
      style={{ marginBottom: 16 }}
      columns={[
        { title: t('messages.day'), dataIndex: 'date' },
        { title: t('messages.telegram'), dataIndex: 'telegram', align: 'right' },
        { title: t('messages.sms'), dataIndex: 'sms', align: 'right' },
        { title: t('messages.smsFailed'), dataIndex: 'smsFailed', align: 'right' },
      ]}
    />
  );
}
