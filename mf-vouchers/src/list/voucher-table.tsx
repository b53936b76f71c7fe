import type { ReactNode } from 'react';
import { Button, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import {
  customerLabel,
  formatDateTime,
  formatSom,
  remainingDays,
  useNarrow,
  voucherState,
  type Voucher,
  type VouchersPage,
  PAGE_SIZES,
} from '@fikr/shared';
import { NS } from '../i18n';
import { DaysLeftTag, VoucherStateTag } from '../voucher-state-tag';
import { ListCards } from '@fikr/shared/list-cards';

interface VoucherTableProps {
  data: VouchersPage | null;
  loading: boolean;
  page: number;
  limit: number;
  onPage: (page: number, limit: number) => void;
  onDetails: (voucher: Voucher) => void;
  /** What an empty page says; the page passes 'nothing matches' + 'clear filters' under a filter. */
  empty?: ReactNode;
}

/** Columns: amount with the customer's name or formatted phone, status, code uppercase, expiry date+time, details. */
export function VoucherTable({ data, loading, page, limit, onPage, onDetails, empty: emptyNode }: VoucherTableProps) {
  const { t } = useTranslation(NS);
  const empty = emptyNode ?? t('empty');
  const narrow = useNarrow();
  const now = new Date();
  const onChange = (p: number, l: number) => onPage(l === limit ? p : 1, l);
  if (narrow) {
    return (
      <ListCards<Voucher>
        label={t('listLabel')}
        items={data?.responses ?? []}
        rowKey={(v) => v._id}
        loading={loading}
        empty={empty}
        current={page}
        pageSize={limit}
        total={data?.pagination.total ?? 0}
        onPage={onChange}
        view={(v) => ({
          figure: t('som', { amount: formatSom(v.amount) }),
          status: <VoucherStateTag state={voucherState(v, now)} place="list" />,
          customer: customerLabel(v.user),
          date: (
            <>
              <Typography.Text code>{v.code.toUpperCase()}</Typography.Text> {formatDateTime(v.expiresAt)}
            </>
          ),
          action: (
            <Button size="small" onClick={() => onDetails(v)}>
              {t('details')}
            </Button>
          ),
        })}
      />
    );
  }
  const columns: ColumnsType<Voucher> = [
    {
      title: t('column.name'),
      key: 'name',
      render: (_, v) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text strong>{t('som', { amount: formatSom(v.amount) })}</Typography.Text>
          <Typography.Text type="secondary">{customerLabel(v.user)}</Typography.Text>
        </Space>
      ),
    },
    {
      title: t('column.status'),
      key: 'status',
      render: (_, v) => {
        const state = voucherState(v, now);
        return (
          <Space size={4} wrap>
            <VoucherStateTag state={state} place="list" />
            {state === 'valid' && <DaysLeftTag days={remainingDays(v.expiresAt, now)} />}
          </Space>
        );
      },
    },
    {
      title: t('column.code'),
      dataIndex: 'code',
      render: (code: string) => <Typography.Text code>{code.toUpperCase()}</Typography.Text>,
    },
    { title: t('column.expiresAt'), dataIndex: 'expiresAt', render: (d: string) => formatDateTime(d) },
    {
      title: t('column.actions'),
      key: 'actions',
      render: (_, v) => (
        <Button size="small" onClick={() => onDetails(v)}>
          {t('details')}
        </Button>
      ),
    },
  ];
  return (
    <Table<Voucher>
      rowKey="_id"
      size="middle"
      scroll={{ x: true }}
      loading={loading}
      columns={columns}
      dataSource={data?.responses ?? []}
      locale={{ emptyText: empty }}
      pagination={{
        current: page,
        pageSize: limit,
        total: data?.pagination.total ?? 0,
        showSizeChanger: true,
        pageSizeOptions: PAGE_SIZES.map(String),
        onChange,
      }}
    />
  );
}
