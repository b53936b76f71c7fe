import { Alert, Card, Skeleton, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { OpsSmsTemplate, OpsSmsTemplates } from '@fikr/shared/schemas';
import { NS } from '../i18n';
import { useOps } from '../use-ops';

/** What a gateway bills at most for one SMS: more segments means the template must be shortened. */
const MAX_SEGMENTS = 2;

/** /business/ops/sms: every SMS template in uz, ru and en at its longest, with its encoding and segment count. */
export function SmsTemplatesPage() {
  const { t } = useTranslation(NS);
  const list = useOps<OpsSmsTemplates>('/sms-templates', {}, 'sms.loadFailed');
  const columns: ColumnsType<OpsSmsTemplate> = [
    { key: 'key', title: t('sms.key'), dataIndex: 'key' },
    { key: 'lang', title: t('sms.lang'), dataIndex: 'lang' },
    { key: 'text', title: t('sms.text'), dataIndex: 'text', width: 480 },
    { key: 'encoding', title: t('sms.encoding'), dataIndex: 'encoding' },
    {
      key: 'segments',
      title: t('sms.segments'),
      align: 'right',
      render: (_, row) =>
        row.segments > MAX_SEGMENTS ? (
          <Tag color="red" title={t('sms.tooLong')}>
            {row.segments}
          </Tag>
        ) : (
          row.segments
        ),
    },
  ];
  return (
    <Card title={t('sms.title')}>
      <Typography.Paragraph type="secondary">{t('sms.note')}</Typography.Paragraph>
      {list.error && <Alert type="error" showIcon title={list.error} />}
      {!list.data && !list.error && <Skeleton active paragraph={{ rows: 4 }} />}
      {list.data && (
        <Table<OpsSmsTemplate>
          aria-label={t('sms.listLabel')}
          rowKey={(row) => `${row.key}:${row.lang}`}
          columns={columns}
          dataSource={list.data.templates}
          pagination={false}
          size="small"
          scroll={{ x: 'max-content' }}
        />
      )}
    </Card>
  );
}
