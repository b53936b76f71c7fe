import { type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TypeMotive } from '@fikr/shared/core';

const TYPES: TypeMotive[] = ['coin', 'voucher'];

/** The coin/voucher switch as ARIA tabs: arrows move between them, only the chosen one is in the tab order. */
export function PricingTabs({ value, onChange }: { value: TypeMotive; onChange(type: TypeMotive): void }) {
  const { t } = useTranslation('shell');
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    e.preventDefault();
    const next = TYPES[(TYPES.indexOf(value) + 1) % TYPES.length];
    onChange(next);
    document.getElementById(`pricing-tab-${next}`)?.focus();
  };
  return (
    <div className="lp-tabs" role="tablist" onKeyDown={onKey}>
      {TYPES.map((type) => (
        <button
          key={type}
          id={`pricing-tab-${type}`}
          type="button"
          role="tab"
          className="lp-tab"
          aria-selected={type === value}
          aria-controls="pricing-panel"
          tabIndex={type === value ? 0 : -1}
          onClick={() => onChange(type)}
        >
          {t(`landing.pricing.${type}`)}
        </button>
      ))}
    </div>
  );
}
