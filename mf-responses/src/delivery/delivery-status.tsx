import { Tooltip } from 'antd';
import type { Response } from '@fikr/shared';
import { DeliveryIcon, useDeliveryText } from './delivery-icon';

/** The wide list's SMS icon; its tooltip (and accessible name) says how the delivery went. */
export function DeliveryStatus({ delivery }: { delivery: Response['delivery'] }) {
  const text = useDeliveryText();
  if (!delivery) return null;
  return (
    <Tooltip title={text(delivery)}>
      <DeliveryIcon delivery={delivery} />
    </Tooltip>
  );
}
