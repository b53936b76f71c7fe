import { Button, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { commonText, districtById, type Lang } from '@fikr/shared';
import type { Branch } from '@fikr/shared/schemas';
import { NS } from '../i18n';
import { BranchesEmpty } from './branches-empty';

interface BranchesTableProps {
  branches: Branch[];
  loading: boolean;
  onEdit: (branch: Branch) => void;
  onRemove: (branch: Branch) => void;
  /** The empty table's one action: the new-branch dialog. */
  onAdd: () => void;
}

/** Name, address, region and district, the code of its open link (/form/{shareCode}?b={code}), edit and delete. */
export function BranchesTable({ branches, loading, onEdit, onRemove, onAdd }: BranchesTableProps) {
  const { t, i18n } = useTranslation([NS, 'common']);
  const lang = i18n.language as Lang;
  const place = (b: Branch) =>
    [b.region ? commonText(`region.${b.region}`, lang) : '', b.district ? (districtById(b.district)?.name ?? '') : '']
      .filter(Boolean)
      .join(', ') || '-';
  const columns: ColumnsType<Branch> = [
    { key: 'name', title: t('branches.name'), render: (_, b) => b.name },
    { key: 'address', title: t('branches.address'), render: (_, b) => b.address || '-' },
    { key: 'place', title: t('branches.place'), render: (_, b) => place(b) },
    { key: 'code', title: t('branches.code'), render: (_, b) => <Typography.Text code>{b.code}</Typography.Text> },
    {
      key: 'actions',
      title: t('branches.actions'),
      render: (_, b) => (
        <Space>
          <Button size="small" aria-label={`${t('branches.edit')}: ${b.name}`} onClick={() => onEdit(b)}>
            {t('branches.edit')}
          </Button>
          <Button danger size="small" aria-label={`${t('branches.remove')}: ${b.name}`} onClick={() => onRemove(b)}>
            {t('branches.remove')}
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <Table<Branch>
      aria-label={t('branches.listLabel')}
      rowKey="_id"
      columns={columns}
      dataSource={branches}
      loading={loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: loading ? ' ' : <BranchesEmpty onAdd={onAdd} /> }}
    />
  );
}
