import { Tooltip } from 'antd';
import { CheckCircleFilled, ClockCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Delivery, Response } from '@fikr/shared';
import { NS } from '../i18n';

const ICONS = {
  sent: { Icon: CheckCircleFilled, color: '#389e0d' },
  queued: { Icon: ClockCircleFilled, color: '#0958d9' },
  failed: { Icon: ExclamationCircleFilled, color: '#cf1322' },
} as const;

/** One sentence on the survey SMS: its status, attempts and, unless sent, the provider's last error. */
export function useDeliveryText() {
  const { t } = useTranslation(NS);
  return (delivery: Delivery) => {
    const status = t(`delivery.${delivery.status}`, { n: delivery.attempts });
    const error =
      delivery.status !== 'sent' && delivery.lastError
        ? ` ${t('delivery.lastError', { error: delivery.lastError })}`
        : '';
    return `${status}${error}`;
  };
}

/** The list's SMS icon; its tooltip (and accessible name) says how the delivery went. */
export function DeliveryStatus({ delivery }: { delivery: Response['delivery'] }) {
  const text = useDeliveryText();
  if (!delivery) return null;
  const { Icon, color } = ICONS[delivery.status];
  const label = text(delivery);
  return (
    <Tooltip title={label}>
      <Icon style={{ color }} aria-label={label} role="img" tabIndex={0} data-testid={`delivery-${delivery.status}`} />
    </Tooltip>
  );
}
