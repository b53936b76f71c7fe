import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Branch } from '@fikr/shared/schemas';
import { NS } from '../i18n';

interface BranchSelectProps {
  id?: string;
  label?: string;
  branches: Branch[];
  value: string | null;
  onChange: (branchId: string | null) => void;
}

/** A member's branch: one of the business's branches (they then see its data alone) or all of them. */
export function BranchSelect({ id, label, branches, value, onChange }: BranchSelectProps) {
  const { t } = useTranslation(NS);
  return (
    <Select<string>
      id={id}
      aria-label={label}
      value={value ?? ''}
      onChange={(v) => onChange(v || null)}
      style={{ minWidth: 160 }}
      options={[
        { value: '', label: t('members.allBranches') },
        ...branches.map((b) => ({ value: b._id, label: b.name })),
      ]}
    />
  );
}
