import { useState } from 'react';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, invalidateAfter, type Response } from '@fikr/shared';
import { NS } from '../i18n';
import { resendSurvey } from '../lib/api-calls';
import { useDeliveryText } from './delivery-icon';
import { DeliveryStatus } from './delivery-status';

/**
 * The detail dialog's SMS line: the delivery in words and, while the SMS is queued or failed, 'Qayta yuborish'
 * (the API queues it again from its first attempt; rate-limited like every SMS).
 */
export function DeliveryLine({ response }: { response: Response }) {
  const { t } = useTranslation(NS);
  const text = useDeliveryText();
  const [delivery, setDelivery] = useState(response.delivery ?? null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!delivery) return <>{t('delivery.none')}</>;

  const resend = async () => {
    setSending(true);
    setError(null);
    try {
      const next = await resendSurvey(response._id);
      setDelivery(next);
      void invalidateAfter('resend');
    } catch (err) {
      setError(apiErrorMessage(err));
    } finally {
      setSending(false);
    }
  };

  return (
    <Flex vertical gap={4}>
      <Flex gap={8} align="center" wrap>
        <DeliveryStatus delivery={delivery} />
        <Typography.Text data-testid="delivery-text">{text(delivery)}</Typography.Text>
        {delivery.status !== 'sent' && (
          <Button size="small" loading={sending} onClick={resend}>
            {t('delivery.resend')}
          </Button>
        )}
      </Flex>
      {error && <Typography.Text type="danger">{error}</Typography.Text>}
    </Flex>
  );
}
