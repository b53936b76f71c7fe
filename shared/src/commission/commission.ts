import type { TypeMotive } from '../types/common';
import { COIN_TIERS, VOUCHER_TIERS, type CommissionTier } from './tiers';

/** The first tier whose threshold the amount does not exceed; undefined above the last one. */
function tierFor(tiers: readonly CommissionTier[], amount: number): CommissionTier | undefined {
  return tiers.find((t) => amount <= t.threshold);
}

function isChargeable(amount: number): boolean {
  return Number.isFinite(amount) && amount > 0;
}

/** Coin (cashback) commission in som; 0 for no amount and above 10,000,000 (spec §9). */
export function coinCommission(amount: number): number {
  if (!isChargeable(amount)) return 0;
  return tierFor(COIN_TIERS, amount)?.fee ?? 0;
}

/**
 * Voucher commission in som. The spec's table ends at 10,000,000 -> 30,000 and does not say what
 * happens above it; we keep charging the last fee (never less than for a smaller voucher).
 */
export function voucherCommission(amount: number): number {
  if (!isChargeable(amount)) return 0;
  return (tierFor(VOUCHER_TIERS, amount) ?? VOUCHER_TIERS[VOUCHER_TIERS.length - 1]).fee;
}

export function commissionFor(typeMotive: TypeMotive, amount: number): number {
  return typeMotive === 'coin' ? coinCommission(amount) : voucherCommission(amount);
}

/** The dialog shows the commission only from coin 1,000 / voucher 499 upwards. */
export function shouldShowCommission(typeMotive: TypeMotive, amount: number): boolean {
  return Number.isFinite(amount) && amount >= (typeMotive === 'coin' ? 1_000 : 499);
}

/**
 * What a survey request costs the business: the reward plus its commission. The request dialog's
 * balance check and the API's balance deduction both use this, so they never disagree.
 */
export function requestTotalCost(typeMotive: TypeMotive, amount: number): number {
  if (!isChargeable(amount)) return 0;
  return amount + commissionFor(typeMotive, amount);
}

/** Bounds of a tier table (the landing's pricing slider runs between them). */
export function tierBounds(tiers: readonly CommissionTier[]): { min: number; max: number } {
  return { min: tiers[0].threshold, max: tiers[tiers.length - 1].threshold };
}
