import { useState } from 'react';
import { Button } from 'antd';
import { WalletOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { CoinPaymentDialog } from './coin-payment-dialog';

/** Opens the accept-coins dialog; each opening starts with empty fields. */
export function CoinPaymentButton() {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="primary" icon={<WalletOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {t('coin.open')}
      </Button>
      {open && <CoinPaymentDialog onClose={() => setOpen(false)} />}
    </>
  );
}
