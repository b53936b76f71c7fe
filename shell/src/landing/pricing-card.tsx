import { type KeyboardEvent, useState } from 'react';
import { Card, Slider, Tabs, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { commissionFor, formatSom, requestTotalCost, type TypeMotive } from '@fikr/shared';
import {
  amountAt,
  DEFAULT_AMOUNT,
  KEY_POSITIONS,
  keyStepAmount,
  positionOf,
  pricingRange,
  pricingTone,
  SLIDER_POSITIONS,
} from './pricing-scale';

function Line({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <p style={{ display: 'flex', justifyContent: 'space-between', margin: '8px 0' }}>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <Typography.Text strong data-testid={testId}>
        {value}
      </Typography.Text>
    </p>
  );
}

/** Pay-as-you-go card: coin/voucher tabs, a logarithmic amount slider, the fee from the shared tier tables. */
export function PricingCard() {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const [type, setType] = useState<TypeMotive>('coin');
  const [amounts, setAmounts] = useState<Record<TypeMotive, number>>({ coin: DEFAULT_AMOUNT, voucher: DEFAULT_AMOUNT });
  const range = pricingRange(type);
  const amount = amounts[type];
  const fee = commissionFor(type, amount);
  const tone = pricingTone(amount);
  const som = (value: number) => t('landing.pricing.som', { value: formatSom(value) });
  const setAmount = (value: number) => setAmounts((prev) => ({ ...prev, [type]: value }));
  // The keys move along the amounts, not the slider's 1 000 positions (one position often rounds back to the
  // same amount, so ArrowRight at the minimum did nothing).
  const onKey = (e: KeyboardEvent) => {
    const step: Record<string, [1 | -1, number]> = {
      ArrowRight: [1, KEY_POSITIONS],
      ArrowUp: [1, KEY_POSITIONS],
      ArrowLeft: [-1, KEY_POSITIONS],
      ArrowDown: [-1, KEY_POSITIONS],
      PageUp: [1, KEY_POSITIONS * 4],
      PageDown: [-1, KEY_POSITIONS * 4],
    };
    const move = step[e.key];
    if (!move) return;
    e.preventDefault();
    e.stopPropagation();
    setAmount(keyStepAmount(amount, range, move[0], move[1]));
  };
  const colours =
    tone === 'success' ? [token.colorSuccessBg, token.colorSuccessBorder] : [token.colorInfoBg, token.colorInfoBorder];

  return (
    <Card
      data-testid="pricing-card"
      data-tone={tone}
      style={{ maxWidth: 520, margin: '0 auto', background: colours[0], borderColor: colours[1] }}
    >
      <Tabs
        activeKey={type}
        onChange={(key) => setType(key as TypeMotive)}
        items={[
          { key: 'coin', label: t('landing.pricing.coin') },
          { key: 'voucher', label: t('landing.pricing.voucher') },
        ]}
      />
      <Typography.Text type="secondary">{t('landing.pricing.amount')}</Typography.Text>
      <Typography.Title level={2} style={{ margin: '4px 0 0' }} data-testid="pricing-amount">
        {som(amount)}
      </Typography.Title>
      <div onKeyDownCapture={onKey}>
        <Slider
          min={0}
          max={SLIDER_POSITIONS}
          step={1}
          value={positionOf(amount, range)}
          onChange={(position: number) => setAmount(amountAt(position, range))}
          tooltip={{ formatter: (position) => som(amountAt(position ?? 0, range)) }}
          ariaLabelForHandle={t('landing.pricing.amount')}
          ariaValueTextFormatterForHandle={(position) => som(amountAt(position, range))}
        />
      </div>
      <Line label={t('landing.pricing.fee')} value={som(fee)} testId="pricing-fee" />
      <Line label={t('landing.pricing.total')} value={som(requestTotalCost(type, amount))} testId="pricing-total" />
    </Card>
  );
}
