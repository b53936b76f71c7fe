import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatPhone, type Client } from '@fikr/shared';
import { LAST4_MIN_DIGITS, SUGGESTIONS_MAX } from '@fikr/shared/schemas';
import { NS } from '../i18n';

/** Clients whose phone contains the typed digits (from 2 digits on), at most 5. */
export function matchingClients(clients: Client[], digits: string): Client[] {
  if (digits.length < LAST4_MIN_DIGITS) return [];
  return clients.filter((c) => c.phone.includes(digits)).slice(0, SUGGESTIONS_MAX);
}

interface Props {
  digits: string;
  clients: Client[];
  onPick: (client: Client) => void;
}

/** Under the last-4 input: the minimum-digits hint, the no-match hint, or the matching clients. */
export function ClientSuggestions({ digits, clients, onPick }: Props) {
  const { t } = useTranslation([NS, 'common']);
  if (digits.length < LAST4_MIN_DIGITS)
    return <Typography.Text type="secondary">{t('common:validation.last4MinHint')}</Typography.Text>;
  const matches = matchingClients(clients, digits);
  if (matches.length === 0)
    return <Typography.Text type="secondary">{t('common:validation.noClientsFound')}</Typography.Text>;
  return (
    <Flex vertical gap={4} aria-label={t('request.suggestions')} data-testid="client-suggestions">
      {matches.map((c) => (
        <Button key={c._id} block style={{ justifyContent: 'flex-start' }} onClick={() => onPick(c)}>
          {c.name ? `${c.name} · ` : ''}
          {formatPhone(c.phone)}
        </Button>
      ))}
    </Flex>
  );
}
