import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { commissionFor, formatSom, requestTotalCost, type TypeMotive } from '@fikr/shared/core';
import { PricingTabs } from './pricing-tabs';
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

const KEY_MOVES: Record<string, [1 | -1, number]> = {
  ArrowRight: [1, KEY_POSITIONS],
  ArrowUp: [1, KEY_POSITIONS],
  ArrowLeft: [-1, KEY_POSITIONS],
  ArrowDown: [-1, KEY_POSITIONS],
  PageUp: [1, KEY_POSITIONS * 4],
  PageDown: [-1, KEY_POSITIONS * 4],
};

function Line({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <p className="lp-line">
      <span className="lp-muted">{label}</span>
      <strong data-testid={testId}>{value}</strong>
    </p>
  );
}

/** Pay-as-you-go card: coin/voucher tabs, a logarithmic amount slider, the fee from the shared tier tables. */
export function PricingCard() {
  const { t } = useTranslation('shell');
  const [type, setType] = useState<TypeMotive>('coin');
  const [amounts, setAmounts] = useState<Record<TypeMotive, number>>({ coin: DEFAULT_AMOUNT, voucher: DEFAULT_AMOUNT });
  const range = pricingRange(type);
  const amount = amounts[type];
  const som = (value: number) => t('landing.pricing.som', { value: formatSom(value) });
  const setAmount = (value: number) => setAmounts((prev) => ({ ...prev, [type]: value }));
  // The keys move along the amounts, not the slider's 1 000 positions (one position often rounds back to the
  // same amount, so ArrowRight at the minimum did nothing); every browser then moves the same way.
  const onKey = (e: KeyboardEvent) => {
    const move = KEY_MOVES[e.key];
    const target = e.key === 'Home' ? range.min : e.key === 'End' ? range.max : undefined;
    if (!move && target === undefined) return;
    e.preventDefault();
    setAmount(target ?? keyStepAmount(amount, range, move[0], move[1]));
  };

  return (
    <div className="lp-pricing" data-testid="pricing-card" data-tone={pricingTone(amount)}>
      <PricingTabs value={type} onChange={setType} />
      <div role="tabpanel" id="pricing-panel" aria-labelledby={`pricing-tab-${type}`}>
        <label htmlFor="pricing-amount-range" className="lp-muted">
          {t('landing.pricing.amount')}
        </label>
        <p className="lp-amount" data-testid="pricing-amount">
          {som(amount)}
        </p>
        <input
          id="pricing-amount-range"
          className="lp-range"
          type="range"
          min={0}
          max={SLIDER_POSITIONS}
          step={1}
          value={positionOf(amount, range)}
          aria-valuetext={som(amount)}
          onChange={(e) => setAmount(amountAt(Number(e.currentTarget.value), range))}
          onKeyDown={onKey}
        />
        <Line label={t('landing.pricing.fee')} value={som(commissionFor(type, amount))} testId="pricing-fee" />
        <Line label={t('landing.pricing.total')} value={som(requestTotalCost(type, amount))} testId="pricing-total" />
      </div>
    </div>
  );
}
