import type { ReactNode } from 'react';
import { Flex, Input, Select } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import type { ValidityFilter } from './use-vouchers';

interface VoucherFiltersProps {
  search: string;
  onSearch: (text: string) => void;
  validity: ValidityFilter;
  onValidity: (value: ValidityFilter) => void;
  /** A page action at the row's end ('Coin qabul qilish'). */
  action?: ReactNode;
}

export function VoucherFilters({ search, onSearch, validity, onValidity, action }: VoucherFiltersProps) {
  const { t } = useTranslation(NS);
  return (
    <Flex gap={12} wrap style={{ marginBottom: 16 }}>
      <Input
        allowClear
        prefix={<SearchOutlined />}
        aria-label={t('searchPlaceholder')}
        placeholder={t('searchPlaceholder')}
        value={search}
        onChange={(e) => onSearch(e.target.value)}
        style={{ flex: '1 1 260px', maxWidth: 420 }}
      />
      <Select<ValidityFilter>
        aria-label={t('filter.label')}
        prefix={`${t('filter.label')}:`}
        value={validity}
        onChange={onValidity}
        style={{ minWidth: 200 }}
        options={(['all', 'valid', 'invalid'] as const).map((v) => ({ value: v, label: t(`filter.${v}`) }))}
      />
      {action && <div style={{ marginInlineStart: 'auto' }}>{action}</div>}
    </Flex>
  );
}
