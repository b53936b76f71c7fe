import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { api, queryClient, queryOptions, unwrap, useQuery } from '@fikr/shared';
import { NS } from '../i18n';

/** The card the sandbox processor accepts (docs/deploy.md, the sandbox). */
export const SANDBOX_CARD = '8600 0000 0000 0001';

/** GET /api/health: which card processor the API talks to (`cards`). */
const healthQuery = () =>
  queryOptions({
    queryKey: ['health'] as const,
    queryFn: ({ signal }) => api.get('/health', { signal }).then((res) => unwrap<{ cards?: string }>(res)),
  });

/**
 * In the demo (GET /api/health says the card processor is the sandbox) the form names the test card, so an owner
 * trying the product is not left to guess one; with the real processor nothing shows.
 */
export function SandboxCardHint() {
  const { t } = useTranslation(NS);
  const health = useQuery(healthQuery(), queryClient);
  if (health.data?.cards !== 'sandbox') return null;
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16, maxWidth: 420 }}
      data-testid="sandbox-card"
      title={t('topUp.sandboxCard', { card: SANDBOX_CARD })}
    />
  );
}
