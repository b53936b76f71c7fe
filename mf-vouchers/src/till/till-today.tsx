import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatSom, formatTime } from '@fikr/shared';
import { NS } from '../i18n';
import type { TillEntry } from './till-log';

const ROW = {
  display: 'flex',
  justifyContent: 'space-between',
  gap: 8,
  padding: '6px 0',
  borderBottom: '1px solid #f0f0f0',
};

/** Today's redemptions and coin payments on this device, newest first, with their total. */
export function TillToday({ entries }: { entries: TillEntry[] }) {
  const { t } = useTranslation(NS);
  const total = entries.reduce((sum, e) => sum + e.amount, 0);
  return (
    <section aria-labelledby="till-today-title" style={{ marginTop: 24 }}>
      <Typography.Title level={5} id="till-today-title">
        {t('till.today')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('till.todayNote')}</Typography.Paragraph>
      {entries.length === 0 ? (
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
          <Typography.Text strong>{t('till.total', { amount: formatSom(total) })}</Typography.Text>
        </>
      )}
    </section>
  );
}
