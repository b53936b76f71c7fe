import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { customerLabel, customerSubline, type Response } from '@fikr/shared';
import { NS } from '../i18n';

/** A completed response whose customer chose privacy: its content is hidden, so it is marked 'Anonim'. */
export function isAnonymous(response: Pick<Response, 'status' | 'isPublic'>): boolean {
  return response.status === 'completed' && response.isPublic === false;
}

/** The customer's name (phone below it), or the formatted phone; 'Anonim' only marks a private response. */
export function CustomerCell({ response }: { response: Pick<Response, 'customer' | 'status' | 'isPublic'> }) {
  const { t } = useTranslation(NS);
  const label = customerLabel(response.customer);
  const sub = customerSubline(response.customer);
  return (
    <div data-testid="customer-cell">
      <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
        {label || '—'}
      </Typography.Text>
      {isAnonymous(response) && (
        <Tag style={{ marginInlineStart: 6 }} data-testid="anonymous-tag">
          {t('list.anonymous')}
        </Tag>
      )}
      {sub ? (
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
          {sub}
        </Typography.Text>
      ) : null}
    </div>
  );
}
