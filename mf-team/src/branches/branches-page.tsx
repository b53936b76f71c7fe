import { useState } from 'react';
import { Alert, Button, Card } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { toast } from '@fikr/shared';
import type { Branch } from '@fikr/shared/schemas';
import { NS } from '../i18n';
import { RemoveDialog } from '../remove-dialog';
import { BranchDialog } from './branch-dialog';
import { BranchesTable } from './branches-table';
import { useBranches, type BranchValues } from './use-branches';

/**
 * /business/team/branches: the business's branches with the code of each one's open link; add, edit, delete
 * (after a confirmation). The survey requests, the responses filter and the share links use them.
 */
export function BranchesPage() {
  const { t } = useTranslation([NS, 'common']);
  const list = useBranches();
  const [editing, setEditing] = useState<Branch | 'new' | null>(null);
  const [removing, setRemoving] = useState<Branch | null>(null);

  async function save(values: BranchValues) {
    if (editing === 'new') await list.create(values);
    else if (editing) await list.update(editing._id, values);
    toast.success(t(editing === 'new' ? 'branches.created' : 'branches.updated'), { topic: 'branch-save' });
  }

  async function remove(branch: Branch) {
    await list.remove(branch._id);
    toast.success(t('common:success.branchDeleted'), { topic: 'branch-remove' });
  }

  return (
    <Card
      title={t('branches.title')}
      extra={
        // with no branch yet the empty table offers the same button, with what a branch is for
        list.branches?.length === 0 ? undefined : (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('branches.add')}
          </Button>
        )
      }
    >
      {list.error && <Alert type="error" showIcon title={list.error} style={{ marginBottom: 16 }} />}
      <BranchesTable
        branches={list.branches ?? []}
        loading={list.loading}
        onEdit={setEditing}
        onRemove={setRemoving}
        onAdd={() => setEditing('new')}
      />
      {editing && (
        <BranchDialog branch={editing === 'new' ? null : editing} onSave={save} onClose={() => setEditing(null)} />
      )}
      {removing && (
        <RemoveDialog
          texts="removeBranch"
          values={{ name: removing.name }}
          onRemove={() => remove(removing)}
          onClose={() => setRemoving(null)}
        />
      )}
    </Card>
  );
}
