import type { CSSProperties } from 'react';
import { ConfigProvider } from 'antd';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import type { ResponsesFilter } from '@fikr/shared';
import { type FilterOption, type FilterProps, useFilterOptions } from './filter-options';

// A phone's filters are the browser's own controls: the picker a phone's owner knows, and nothing of antd to start
// on the list's first screen (its Input and Selects generate their styles and run their hooks as they mount).
// 16 px text: a phone's browser zooms into a smaller field when it is focused.
const FIELD: CSSProperties = {
  flex: '1 1 140px',
  minWidth: 0,
  height: 36,
  padding: '0 10px',
  border: '1px solid #d9d9d9',
  borderRadius: 10,
  background: '#fff',
  color: 'rgba(0, 0, 0, 0.88)',
  font: 'inherit',
  fontSize: 16,
};

function NativeSelect(props: { label: string; value: string; options: FilterOption[]; onChange: (v: string) => void }) {
  // off with every antd control while the console is read-only (offline), as the wide screen's filters are
  const { componentDisabled } = ConfigProvider.useConfig();
  return (
    <select
      aria-label={props.label}
      value={props.value}
      disabled={componentDisabled}
      onChange={(e) => props.onChange(e.target.value)}
      style={FIELD}
    >
      {props.options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/** The list's filters on a phone: search, form, branch (when there are branches), status and follow-up. */
export function PhoneFilters(props: FilterProps) {
  const { t } = useTranslation(NS);
  const { branches = [], onBranch, onHandled } = props;
  const options = useFilterOptions(props.forms, branches);
  const { componentDisabled } = ConfigProvider.useConfig();
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <input
        type="search"
        value={props.searchInput}
        onChange={(e) => props.onSearch(e.target.value)}
        placeholder={t('list.searchPlaceholder')}
        aria-label={t('list.searchPlaceholder')}
        disabled={componentDisabled}
        style={{ ...FIELD, flexBasis: '100%' }}
      />
      <NativeSelect label={t('list.allForms')} value={props.form} options={options.forms} onChange={props.onForm} />
      {onBranch && branches.length > 0 && (
        <NativeSelect
          label={t('list.allBranches')}
          value={props.branch ?? ''}
          options={options.branches}
          onChange={onBranch}
        />
      )}
      <NativeSelect
        label={t('list.allStatuses')}
        value={props.status}
        options={options.statuses}
        onChange={(v) => props.onStatus(v as ResponsesFilter['status'])}
      />
      {onHandled && (
        <NativeSelect
          label={t('followUp.filter')}
          value={props.handled ?? ''}
          options={options.handled}
          onChange={(v) => onHandled(v as NonNullable<ResponsesFilter['handled']>)}
        />
      )}
    </div>
  );
}
