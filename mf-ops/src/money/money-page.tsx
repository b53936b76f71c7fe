import { lazy, Suspense } from 'react';
import { Alert, Card, Col, Row, Segmented, Skeleton, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatSom, TASHKENT_OFFSET_MS, useListParams } from '@fikr/shared';
import type { MoneyReport } from '@fikr/shared/schemas';
import { NS } from '../i18n';
import { useOps } from '../use-ops';
import { MoneyTable } from './money-table';

// the chart is its own chunk: the figures and the table do not wait for it
const MoneyChart = lazy(() => import('./money-chart'));

export const MONEY_PERIODS = ['7', '30', '90'] as const;
const DAY_MS = 86_400_000;
/** 'YYYY-MM-DD' of the Tashkent day `offset` days from today. */
const tashkentDay = (offset: number) =>
  new Date(Date.now() + TASHKENT_OFFSET_MS + offset * DAY_MS).toISOString().slice(0, 10);

/** /business/ops/money: what the platform holds now, and per Tashkent day over 7/30/90 days, a chart and a table. */
export function MoneyPage() {
  const { t } = useTranslation(NS);
  const [params, setParams] = useListParams({ days: '30' }, { days: MONEY_PERIODS });
  const days = Number(params.days);
  const report = useOps<MoneyReport>('/money', { from: tashkentDay(1 - days), to: tashkentDay(0) }, 'money.loadFailed');
  const held = report.data?.liabilities;
  return (
    <Card>
      <Segmented
        aria-label={t('money.period')}
        value={params.days}
        onChange={(value) => setParams({ days: String(value) })}
        options={MONEY_PERIODS.map((n) => ({ value: n, label: t('money.days', { count: Number(n) }) }))}
        style={{ marginBottom: 16 }}
      />
      {report.error && <Alert type="error" showIcon title={report.error} style={{ marginBottom: 16 }} />}
      <section aria-label={t('money.liabilities')} style={{ marginBottom: 16 }}>
        <Row gutter={[16, 16]}>
          <Col xs={24} sm={12}>
            <Statistic
              title={t('money.businessBalances')}
              value={t('som', { amount: formatSom(held?.businessBalances) })}
              loading={!held}
            />
          </Col>
          <Col xs={24} sm={12}>
            <Statistic
              title={t('money.customerWallets')}
              value={t('coin', { amount: formatSom(held?.customerWallets) })}
              loading={!held}
            />
          </Col>
        </Row>
      </section>
      {report.data && (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
          <MoneyChart days={report.data.days} />
        </Suspense>
      )}
      <MoneyTable days={report.data?.days ?? []} loading={report.loading} />
    </Card>
  );
}
