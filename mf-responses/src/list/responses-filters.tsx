import { Input, Select, Space } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { BranchSelect } from '../branch-select';
import { NS } from '../i18n';
import { type FilterProps, useFilterOptions } from './filter-options';

/** The wide screen's filters, in antd's controls (a phone's are native: phone-filters.tsx). */
export function ResponsesFilters({
  searchInput,
  onSearch,
  form,
  onForm,
  status,
  onStatus,
  forms,
  handled,
  onHandled,
  branches = [],
  branch = '',
  onBranch,
}: FilterProps) {
  const { t } = useTranslation(NS);
  const options = useFilterOptions(forms, branches);
  return (
    <Space wrap style={{ width: '100%' }}>
      <Input
        allowClear
        prefix={<SearchOutlined />}
        value={searchInput}
        onChange={(e) => onSearch(e.target.value)}
        placeholder={t('list.searchPlaceholder')}
        aria-label={t('list.searchPlaceholder')}
        style={{ width: 'min(280px, calc(100vw - 88px))' }} // within the card's padding on a 320 px phone
      />
      <Select
        aria-label={t('list.allForms')}
        value={form}
        onChange={onForm}
        style={{ minWidth: 200 }}
        options={options.forms}
      />
      {onBranch && branches.length > 0 && (
        <BranchSelect
          label={t('list.allBranches')}
          value={branch}
          onChange={onBranch}
          branches={branches}
          emptyLabel={t('list.allBranches')}
        />
      )}
      <Select
        aria-label={t('list.allStatuses')}
        value={status}
        onChange={onStatus}
        style={{ minWidth: 180 }}
        options={options.statuses}
      />
      {onHandled && (
        <Select
          aria-label={t('followUp.filter')}
          value={handled ?? ''}
          onChange={onHandled}
          style={{ minWidth: 180 }}
          options={options.handled}
        />
      )}
    </Space>
  );
}
