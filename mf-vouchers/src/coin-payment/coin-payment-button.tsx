import { useState } from 'react';
import { Button } from 'antd';
import { WalletOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import type { CoinPayment } from '@fikr/shared/schemas';
import { CoinPaymentDialog } from './coin-payment-dialog';

/** Opens the accept-coins dialog; each opening starts with empty fields. */
export function CoinPaymentButton({ onPaid }: { onPaid?: (payment: CoinPayment) => void }) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="primary" icon={<WalletOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {t('coin.open')}
      </Button>
      {open && <CoinPaymentDialog onClose={() => setOpen(false)} onPaid={onPaid} />}
    </>
  );
}
