import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatDate, formatSom } from '@fikr/shared';
import type { MoneyDay } from '@fikr/shared/schemas';
import { NS } from '../i18n';

/** The figures of a day, in the table's column order. */
export const MONEY_FIGURES = ['topups', 'commissions', 'rewardsCoin', 'payouts'] as const;
export type MoneyFigure = (typeof MONEY_FIGURES)[number];

/** Per Tashkent day: top-ups, commissions, coin rewards, payouts paid; the period's totals below. */
export function MoneyTable({ days, loading }: { days: MoneyDay[]; loading: boolean }) {
  const { t } = useTranslation(NS);
  const columns: ColumnsType<MoneyDay> = [
    { key: 'date', title: t('money.date'), render: (_, d) => formatDate(`${d.date}T12:00:00+05:00`) },
    ...MONEY_FIGURES.map((figure) => ({
      key: figure,
      title: t(`money.${figure}`),
      align: 'right' as const,
      render: (_: unknown, d: MoneyDay) => formatSom(d[figure]),
    })),
  ];
  const total = (figure: MoneyFigure) => formatSom(days.reduce((sum, d) => sum + d[figure], 0));
  return (
    <Table<MoneyDay>
      aria-label={t('money.listLabel')}
      rowKey="date"
      columns={columns}
      dataSource={[...days].reverse()}
      loading={loading}
      pagination={false}
      size="small"
      scroll={{ x: 'max-content' }}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0}>{t('money.total')}</Table.Summary.Cell>
          {MONEY_FIGURES.map((figure, i) => (
            <Table.Summary.Cell key={figure} index={i + 1} align="right">
              {total(figure)}
            </Table.Summary.Cell>
          ))}
        </Table.Summary.Row>
      )}
    />
  );
}
