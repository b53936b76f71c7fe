import { Alert, Card, Segmented, Select, Space, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { useListParams } from '@fikr/shared';
import { OPS_MESSAGE_STATUSES, OUTBOX_KINDS, type OpsMessages } from '@fikr/shared/schemas';
import { NS } from '../i18n';
import { opsAction, useOps } from '../use-ops';
import { ChannelDays } from './channel-days';
import { MessagesTable } from './messages-table';

const LIMIT = 50;

/** /business/ops/messages: the outbox's failed (or queued, or held for later) messages by kind, the delivery rate, and retry. */
export function MessagesPage() {
  const { t } = useTranslation(NS);
  const [params, setParams] = useListParams(
    { status: 'failed', kind: '' },
    { status: OPS_MESSAGE_STATUSES, kind: OUTBOX_KINDS },
  );
  const list = useOps<OpsMessages>(
    '/messages',
    { status: params.status, kind: params.kind || undefined, page: 1, limit: LIMIT },
    'messages.loadFailed',
  );

  async function retry(id: string) {
    await opsAction(`/messages/${id}/retry`, t('messages.retried'), 'messages.retryFailed');
  }

  return (
    <Card>
      <Space wrap align="start" size={24} style={{ marginBottom: 16 }}>
        <Segmented
          aria-label={t('messages.status')}
          value={params.status}
          onChange={(status) => setParams({ status: String(status) })}
          options={OPS_MESSAGE_STATUSES.map((status) => ({ value: status, label: t(`messageStatus.${status}`) }))}
        />
        <Select<string>
          aria-label={t('messages.kind')}
          value={params.kind}
          onChange={(kind) => setParams({ kind })}
          style={{ minWidth: 220 }}
          options={[
            { value: '', label: t('messages.allKinds') },
            ...OUTBOX_KINDS.map((kind) => ({ value: kind, label: t(`kind.${kind}`) })),
          ]}
        />
        {list.data && (
          <section aria-label={t('messages.deliveryRate')}>
            <Statistic title={t('messages.deliveryRate')} value={list.data.deliveryRate} suffix="%" precision={1} />
          </section>
        )}
      </Space>
      {list.error && <Alert type="error" showIcon title={list.error} style={{ marginBottom: 16 }} />}
      {list.data && <ChannelDays days={list.data.days ?? []} />}
      <MessagesTable messages={list.data?.messages ?? []} loading={list.loading} onRetry={(m) => void retry(m._id)} />
    </Card>
  );
}
