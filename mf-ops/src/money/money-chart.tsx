import { useId } from 'react';
import { Space, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatSom } from '@fikr/shared';
import type { MoneyDay } from '@fikr/shared/schemas';
import { NS } from '../i18n';
import type { MoneyFigure } from './money-table';

const HEIGHT = 160;
const SHOWN: MoneyFigure[] = ['topups', 'commissions', 'payouts'];

/**
 * Top-ups, commissions and payouts per day as bars on one scale (plain boxes: no chart library for three bars a
 * day). Decorative for screen readers: the caption sums it up and the table below has every figure.
 */
export default function MoneyChart({ days }: { days: MoneyDay[] }) {
  const { t } = useTranslation(NS);
  const { token } = theme.useToken();
  const captionId = useId();
  const colours: Record<string, string> = {
    topups: token.colorPrimary,
    commissions: token.colorSuccess,
    payouts: token.colorWarning,
  };
  const max = Math.max(1, ...days.flatMap((d) => SHOWN.map((figure) => d[figure])));
  const sum = (figure: MoneyFigure) => formatSom(days.reduce((s, d) => s + d[figure], 0));
  return (
    <figure role="group" aria-labelledby={captionId} style={{ margin: '0 0 16px' }} data-testid="money-chart">
      <Space size={16} wrap aria-hidden>
        {SHOWN.map((figure) => (
          <Space key={figure} size={6}>
            <span style={{ display: 'inline-block', width: 12, height: 12, background: colours[figure] }} />
            <Typography.Text type="secondary">{t(`money.${figure}`)}</Typography.Text>
          </Space>
        ))}
      </Space>
      <div aria-hidden style={{ display: 'flex', alignItems: 'flex-end', gap: 2, height: HEIGHT, overflowX: 'auto' }}>
        {days.map((d) => (
          <div key={d.date} title={d.date} style={{ display: 'flex', alignItems: 'flex-end', gap: 1, flex: '1 0 6px' }}>
            {SHOWN.map((figure) => (
              <div
                key={figure}
                style={{
                  flex: 1,
                  height: (d[figure] / max) * HEIGHT,
                  minHeight: d[figure] ? 1 : 0,
                  background: colours[figure],
                }}
              />
            ))}
          </div>
        ))}
      </div>
      <figcaption id={captionId}>
        <Typography.Text type="secondary">
          {t('money.chart')}:{' '}
          {t('money.chartSummary', {
            days: days.length,
            topups: sum('topups'),
            commissions: sum('commissions'),
            payouts: sum('payouts'),
          })}
        </Typography.Text>
      </figcaption>
    </figure>
  );
}
