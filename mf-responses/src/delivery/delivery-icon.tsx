import { CheckCircleFilled, ClockCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Delivery, Response } from '@fikr/shared';
import { NS } from '../i18n';

const ICONS = {
  sent: { Icon: CheckCircleFilled, color: '#389e0d' },
  queued: { Icon: ClockCircleFilled, color: '#0958d9' },
  scheduled: { Icon: ClockCircleFilled, color: '#8c8c8c' },
  failed: { Icon: ExclamationCircleFilled, color: '#cf1322' },
} as const;

/** Names of the channels, the same in every language. */
const CHANNELS = { telegram: 'Telegram', sms: 'SMS' } as const;

/**
 * One sentence on the survey request's message: its channel (Telegram, or SMS, also Telegram's fallback), status,
 * attempts and, unless sent, the provider's last error.
 */
export function useDeliveryText() {
  const { t } = useTranslation(NS);
  return (delivery: Delivery) => {
    // an API from before the channel was told sent only SMS
    const channel = CHANNELS[delivery.channel ?? 'sms'];
    const status = t(`delivery.${delivery.status}`, { n: delivery.attempts, channel });
    const error =
      delivery.status !== 'sent' && delivery.lastError
        ? ` ${t('delivery.lastError', { error: delivery.lastError })}`
        : '';
    return `${status}${error}`;
  };
}

/**
 * The SMS icon, named by how the delivery went. A phone's card shows it as it is (a phone has no hover for a
 * tooltip, and antd's Tooltip would join its first screen); the wide table puts it in a tooltip. Other props (the
 * tooltip's ref and handlers) go to the icon.
 */
export function DeliveryIcon({ delivery, ...rest }: { delivery: Response['delivery'] } & Record<string, unknown>) {
  const text = useDeliveryText();
  if (!delivery) return null;
  const { Icon, color } = ICONS[delivery.status];
  return (
    <Icon
      {...rest}
      style={{ color }}
      aria-label={text(delivery)}
      role="img"
      tabIndex={0}
      data-testid={`delivery-${delivery.status}`}
    />
  );
}
