import { Button, Empty } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';

/** No branches yet: what a branch is for (and that one place needs none), and the dialog that adds the first. */
export function BranchesEmpty({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <Empty
      data-testid="branches-empty"
      description={
        <>
          <strong>{t('branches.empty')}</strong>
          <br />
          {t('branches.emptyText')}
        </>
      }
    >
      <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
        {t('branches.add')}
      </Button>
    </Empty>
  );
}
