import { Alert, Button, Card, Select, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  formatDate,
  formatSom,
  formatTime,
  pageFrom,
  paymentStatusView,
  useListParams,
  useNarrow,
  type PaymentTransaction,
  tagTone,
  PAGE_SIZES,
} from '@fikr/shared';
import { NS } from '../i18n';
import { HistoryEmpty } from './history-empty';
import { ListCards } from '@fikr/shared/list-cards';
import { INITIAL_QUERY, usePayments, type StatusFilter } from './use-payments';

const STATUS_OPTIONS = ['pending', 'failed', '1', '4'] satisfies StatusFilter[];

type Row = PaymentTransaction;

function providerLabel(provider: string): string {
  return provider ? provider.charAt(0).toUpperCase() + provider.slice(1) : '-';
}

/** Top-up history: date, method/provider, amount in som, status chip; status filter and 10/25/50 paging. */
export function PaymentHistory() {
  const { t } = useTranslation(NS);
  // status, page and page size in the URL (next to the settings tab), so reload and back keep them
  const [params, setParams] = useListParams(
    { status: INITIAL_QUERY.status as string, page: '1', limit: String(INITIAL_QUERY.limit) },
    { status: STATUS_OPTIONS, limit: PAGE_SIZES.map(String) },
  );
  const query = { status: params.status as StatusFilter, page: pageFrom(params.page), limit: Number(params.limit) };
  const { data, loading, error } = usePayments(query);
  const narrow = useNarrow();
  // an empty page under a filter says so, with the way out, instead of 'no payments yet'
  const empty = query.status ? (
    <span data-testid="no-match">
      {t('history.noMatch')}{' '}
      <Button type="link" size="small" onClick={() => setParams({ status: '', page: '1' })}>
        {t('history.clearFilters')}
      </Button>
    </span>
  ) : (
    <HistoryEmpty />
  );
  const onPage = (page: number, limit: number) =>
    setParams(limit === query.limit ? { page: String(page) } : { limit: String(limit), page: '1' });
  const statusTag = (status: Row['status']) => {
    const view = paymentStatusView(status);
    return (
      <Tag data-tone={view.color} style={{ ...tagTone(view.color), marginInlineEnd: 0 }}>
        {t(view.key as ParseKeys<'common'>, { ns: 'common' })}
      </Tag>
    );
  };

  const columns: ColumnsType<Row> = [
    {
      title: t('history.date'),
      dataIndex: 'createdAt',
      render: (v: string) => `${formatDate(v)} ${formatTime(v)}`,
    },
    {
      title: t('history.method'),
      dataIndex: 'provider',
      render: (v: string, row) => (
        <>
          {providerLabel(v)}
          {row.cardMask && <Typography.Text type="secondary"> · {row.cardMask}</Typography.Text>}
        </>
      ),
    },
    { title: t('history.amount'), dataIndex: 'amount', render: (v: number) => t('som', { amount: formatSom(v) }) },
    {
      title: t('history.status'),
      dataIndex: 'status',
      render: (v: Row['status']) => statusTag(v),
    },
  ];

  return (
    <Card
      title={t('history.title')}
      extra={
        <Select<StatusFilter>
          aria-label={t('history.status')}
          style={{ minWidth: 180 }}
          value={query.status}
          onChange={(status) => setParams({ status, page: '1' })}
          options={[
            { value: '', label: t('history.allStatuses') },
            ...STATUS_OPTIONS.map((s) => ({ value: s, label: t(`payment.status.${s}`, { ns: 'common' }) })),
          ]}
        />
      }
    >
      {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} />}
      {narrow ? (
        <ListCards<Row>
          label={t('history.title')}
          items={(data?.transactions ?? []) as Row[]}
          rowKey={(r) => r._id}
          loading={loading}
          empty={empty}
          current={query.page}
          pageSize={query.limit}
          total={data?.pagination.total ?? 0}
          onPage={onPage}
          view={(r) => ({
            figure: t('som', { amount: formatSom(r.amount) }),
            status: statusTag(r.status),
            customer: (
              <Typography.Text>
                {providerLabel(r.provider)}
                {r.cardMask && <Typography.Text type="secondary"> · {r.cardMask}</Typography.Text>}
              </Typography.Text>
            ),
            date: `${formatDate(r.createdAt)} ${formatTime(r.createdAt)}`,
          })}
        />
      ) : (
        <Table<Row>
          rowKey="_id"
          size="middle"
          scroll={{ x: true }}
          loading={loading}
          columns={columns}
          dataSource={(data?.transactions ?? []) as Row[]}
          locale={{ emptyText: empty }}
          pagination={{
            current: query.page,
            pageSize: query.limit,
            total: data?.pagination.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZES.map(String),
            onChange: onPage,
          }}
        />
      )}
    </Card>
  );
}
