import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { CoinPaymentDone } from './coin-payment-done';
import { CoinPaymentForm } from './coin-payment-form';
import type { CoinPayment } from '@fikr/shared/schemas';
import { useCoinPayment } from './use-coin-payment';

/** 'Coin qabul qilish': the customer's pay code and an amount → coins taken from their wallet. */
export function CoinPaymentDialog(props: { onClose: () => void; onPaid?: (payment: CoinPayment) => void }) {
  const { onClose, onPaid } = props;
  const { t } = useTranslation(NS);
  const flow = useCoinPayment(onPaid);

  const footer = flow.payment ? (
    <>
      <Button onClick={flow.again}>{t('coin.another')}</Button>
      <Button type="primary" onClick={onClose}>
        {t('coin.close')}
      </Button>
    </>
  ) : (
    <>
      <Button onClick={onClose}>{t('coin.cancel')}</Button>
      <Button type="primary" loading={flow.busy} onClick={() => void flow.submit()}>
        {t('coin.submit')}
      </Button>
    </>
  );

  return (
    <Modal
      open
      title={t('coin.title')}
      onCancel={onClose}
      // the buttons wrap rather than overflow on a 320 px phone
      footer={<div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 8 }}>{footer}</div>}
      destroyOnHidden
    >
      {flow.payment ? (
        <CoinPaymentDone payment={flow.payment} />
      ) : (
        <CoinPaymentForm
          fields={flow.fields}
          errors={flow.errors}
          failure={flow.failure}
          disabled={flow.busy}
          onChange={flow.change}
          onSubmit={() => void flow.submit()}
        />
      )}
    </Modal>
  );
}
