import { Input, Select, Space } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Form } from '@fikr/shared';
import type { Branch } from '@fikr/shared/schemas';
import { BranchSelect } from '../branch-select';
import { NS } from '../i18n';
import type { ResponsesFilter } from '../lib/api-calls';

interface Props {
  searchInput: string;
  onSearch: (text: string) => void;
  form: string;
  onForm: (id: string) => void;
  status: ResponsesFilter['status'];
  onStatus: (status: ResponsesFilter['status']) => void;
  forms: Form[];
  handled?: ResponsesFilter['handled'];
  onHandled?: (handled: NonNullable<ResponsesFilter['handled']>) => void;
  /** The business's branches: the branch filter shows only when there are some. */
  branches?: Branch[];
  branch?: string;
  onBranch?: (id: string) => void;
}

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
}: Props) {
  const { t } = useTranslation(NS);
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
        options={[{ value: '', label: t('list.allForms') }, ...forms.map((f) => ({ value: f._id, label: f.title }))]}
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
        options={[
          { value: '', label: t('list.allStatuses') },
          { value: 'waiting', label: t('common:response.status.waiting') },
          { value: 'completed', label: t('common:response.status.completed') },
        ]}
      />
      {onHandled && (
        <Select
          aria-label={t('followUp.filter')}
          value={handled ?? ''}
          onChange={onHandled}
          style={{ minWidth: 180 }}
          options={[
            { value: '', label: t('followUp.all') },
            { value: 'false', label: t('followUp.open') },
            { value: 'true', label: t('followUp.handled') },
          ]}
        />
      )}
    </Space>
  );
}
