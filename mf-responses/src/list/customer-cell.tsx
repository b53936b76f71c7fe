import { useTranslation } from 'react-i18next';
import { customerLabel, customerSubline, PALETTE, type Response } from '@fikr/shared';
import { NS } from '../i18n';
import { LightTag } from './light-tag';

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
      <strong style={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{label || '—'}</strong>
      {isAnonymous(response) && (
        <LightTag style={{ marginInlineStart: 6 }} data-testid="anonymous-tag">
          {t('list.anonymous')}
        </LightTag>
      )}
      {sub ? <span style={{ display: 'block', fontSize: 12, color: PALETTE.textSecondary }}>{sub}</span> : null}
    </div>
  );
}
