import { Select } from 'antd';
import type { Branch } from '@fikr/shared/schemas';

interface BranchSelectProps {
  id?: string;
  label: string;
  /** A branch id, or '' for the choice of no branch (`emptyLabel`). */
  value: string;
  onChange: (id: string) => void;
  branches: Branch[];
  emptyLabel: string;
}

/** The business's branches to pick from (the responses filter, the request dialog); first the choice of none. */
export function BranchSelect({ id, label, value, onChange, branches, emptyLabel }: BranchSelectProps) {
  return (
    <Select
      id={id}
      aria-label={label}
      value={value}
      onChange={onChange}
      style={{ minWidth: 200 }}
      options={[{ value: '', label: emptyLabel }, ...branches.map((b) => ({ value: b._id, label: b.name }))]}
    />
  );
}
