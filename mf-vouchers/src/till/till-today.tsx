import { Alert, Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatSom, formatTime } from '@fikr/shared';
import type { TillToday as TillTodayData } from '@fikr/shared/schemas';
import { NS } from '../i18n';

const ROW = {
  display: 'flex',
  justifyContent: 'space-between',
  gap: 8,
  padding: '6px 0',
  borderBottom: '1px solid #f0f0f0',
};

interface Props {
  today: TillTodayData | undefined;
  error: string | null;
  onRetry: () => void;
}

/** What this member took at the till today (from the server, so any of their phones shows it), with the total. */
export function TillToday({ today, error, onRetry }: Props) {
  const { t } = useTranslation(NS);
  const entries = today?.entries ?? [];
  return (
    <section aria-labelledby="till-today-title" style={{ marginTop: 24 }}>
      <Typography.Title level={5} id="till-today-title">
        {t('till.today')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('till.todayNote')}</Typography.Paragraph>
      {error && !today ? (
        <Alert
          type="warning"
          title={error}
          action={
            <Button size="small" onClick={onRetry}>
              {t('till.retry')}
            </Button>
          }
        />
      ) : !today ? null : entries.length === 0 ? (
        <Typography.Text type="secondary">{t('till.todayEmpty')}</Typography.Text>
      ) : (
        <>
          <ul style={{ listStyle: 'none', padding: 0, margin: '0 0 8px' }}>
            {entries.map((e) => (
              <li key={`${e.at}-${e.ref}`} style={ROW}>
                <span>
                  {formatTime(e.at)} ·{' '}
                  {e.kind === 'voucher' ? t('till.redeemed', { code: e.ref }) : t('till.coinPaid', { phone: e.ref })}
                </span>
                <span>{t('som', { amount: formatSom(e.amount) })}</span>
              </li>
            ))}
          </ul>
          <Typography.Text strong>{t('till.total', { amount: formatSom(today.total) })}</Typography.Text>
        </>
      )}
    </section>
  );
}
