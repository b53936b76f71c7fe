import { useTranslation } from 'react-i18next';
import type { Form, ResponsesFilter } from '@fikr/shared';
import type { Branch } from '@fikr/shared/schemas';
import { NS } from '../i18n';

export interface FilterOption {
  value: string;
  label: string;
}

/** What the list's filters get and set: the same for a phone's native controls and the wide screen's antd ones. */
export interface FilterProps {
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

/** The choices of each filter, each list led by its 'all' choice (''). */
export function useFilterOptions(forms: Form[], branches: Branch[]) {
  const { t } = useTranslation([NS, 'common']);
  return {
    forms: [{ value: '', label: t('list.allForms') }, ...forms.map((f) => ({ value: f._id, label: f.title }))],
    branches: [{ value: '', label: t('list.allBranches') }, ...branches.map((b) => ({ value: b._id, label: b.name }))],
    statuses: [
      { value: '', label: t('list.allStatuses') },
      { value: 'waiting', label: t('common:response.status.waiting') },
      { value: 'completed', label: t('common:response.status.completed') },
    ],
    handled: [
      { value: '', label: t('followUp.all') },
      { value: 'false', label: t('followUp.open') },
      { value: 'true', label: t('followUp.handled') },
    ],
  } satisfies Record<string, FilterOption[]>;
}
