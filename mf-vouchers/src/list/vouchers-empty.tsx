import { Button, Empty } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { roleAtom } from '@fikr/shared';
import { NS } from '../i18n';

/** The responses page opens its request dialog when it is reached with this router state. */
const NEW_REQUEST = { newRequest: true };

/**
 * A business with no vouchers yet: where they come from and, for those who send requests (not the till), the
 * request that starts it, on the responses page.
 */
export function VouchersEmpty() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const role = useAtomValue(roleAtom);
  return (
    <Empty
      data-testid="vouchers-empty"
      description={
        <>
          <strong>{t('empty')}</strong>
          <br />
          {t('emptyText')}
        </>
      }
    >
      {role !== 'cashier' && (
        <Button type="primary" onClick={() => navigate('/business/responses', { state: NEW_REQUEST })}>
          {t('emptyAction')}
        </Button>
      )}
    </Empty>
  );
}
