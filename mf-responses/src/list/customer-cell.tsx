import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatPhone, type Response } from '@fikr/shared';
import { NS } from '../i18n';

/** Name and phone; 'Anonim' when the customer left no name. */
export function CustomerCell({ customer }: { customer: Response['customer'] | undefined }) {
  const { t } = useTranslation(NS);
  const name = customer?.name?.trim();
  return (
    <div>
      <Typography.Text strong>{name || t('list.anonymous')}</Typography.Text>
      {customer?.phone ? (
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
          {formatPhone(customer.phone)}
        </Typography.Text>
      ) : null}
    </div>
  );
}
