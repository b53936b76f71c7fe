import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatSom } from '@fikr/shared';
import type { Reconciliation } from '@fikr/shared/schemas';
import { NS } from '../i18n';

type Mismatch = Reconciliation['mismatches'][number];

/** Each check that did not add up: which, for what, what the ledger says and what the balance holds. */
export function MismatchesTable({ mismatches }: { mismatches: Mismatch[] }) {
  const { t } = useTranslation(NS);
  const columns: ColumnsType<Mismatch> = [
    { key: 'check', title: t('reconcile.check'), dataIndex: 'check' },
    { key: 'target', title: t('reconcile.target'), dataIndex: 'target' },
    { key: 'expected', title: t('reconcile.expected'), align: 'right', render: (_, m) => formatSom(m.expected) },
    { key: 'actual', title: t('reconcile.actual'), align: 'right', render: (_, m) => formatSom(m.actual) },
  ];
  return (
    <Table<Mismatch>
      aria-label={t('reconcile.listLabel')}
      rowKey={(m) => `${m.check}:${m.target}`}
      columns={columns}
      dataSource={mismatches}
      pagination={false}
      size="small"
      scroll={{ x: 'max-content' }}
    />
  );
}
