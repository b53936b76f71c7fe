import { Button, Empty } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { roleAtom } from '@fikr/shared';
import { NS } from '../i18n';

/**
 * The list of a business with no responses yet: what will appear here and, for those who send requests (not the
 * till), the request dialog that starts it.
 */
export function ResponsesEmpty({ onRequest }: { onRequest: () => void }) {
  const { t } = useTranslation(NS);
  const role = useAtomValue(roleAtom);
  return (
    <Empty
      data-testid="responses-empty"
      description={
        <>
          <strong>{t('list.empty')}</strong>
          <br />
          {t('list.emptyText')}
        </>
      }
    >
      {role !== 'cashier' && (
        <Button type="primary" onClick={onRequest}>
          {t('list.emptyAction')}
        </Button>
      )}
    </Empty>
  );
}
