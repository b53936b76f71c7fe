import { COIN_TIERS, tierBounds, VOUCHER_TIERS, type TypeMotive } from '@fikr/shared/core';

/** Slider positions; the amount is a logarithmic function of the position. */
export const SLIDER_POSITIONS = 1000;
/** Amounts move in steps of 1000 som (spec section 9). */
export const AMOUNT_STEP = 1000;
export const DEFAULT_AMOUNT = 50_000;
/** Below this the pricing card is 'success' coloured, from it 'info'. */
export const TONE_THRESHOLD = 100_000;

export interface AmountRange {
  min: number;
  max: number;
}

/** The slider runs between the bounds of the tier table of the tab. */
export function pricingRange(type: TypeMotive): AmountRange {
  return tierBounds(type === 'coin' ? COIN_TIERS : VOUCHER_TIERS);
}

const clamp = (value: number, { min, max }: AmountRange) => Math.min(max, Math.max(min, value));

/** Position → amount: min·(max/min)^(p/N), rounded to the step and kept inside the range. */
export function amountAt(position: number, range: AmountRange): number {
  const raw = range.min * Math.pow(range.max / range.min, position / SLIDER_POSITIONS);
  return clamp(Math.round(raw / AMOUNT_STEP) * AMOUNT_STEP, range);
}

/** Amount → nearest slider position (inverse of amountAt). */
export function positionOf(amount: number, range: AmountRange): number {
  const p = (SLIDER_POSITIONS * Math.log(clamp(amount, range) / range.min)) / Math.log(range.max / range.min);
  return Math.round(p);
}

/** Slider positions one arrow key moves (40 presses cross the scale; Page keys move four times as far). */
export const KEY_POSITIONS = 25;

/**
 * The amount one key press reaches: the next point of the logarithmic scale, and always at least one
 * 1 000 so'm step, so a press at the bottom of the scale moves too (a position alone rounds back there).
 */
export function keyStepAmount(
  amount: number,
  range: AmountRange,
  direction: 1 | -1,
  positions = KEY_POSITIONS,
): number {
  const moved = amountAt(positionOf(amount, range) + direction * positions, range);
  const oneStep = clamp(amount + direction * AMOUNT_STEP, range);
  return direction > 0 ? Math.max(moved, oneStep) : Math.min(moved, oneStep);
}

export function pricingTone(amount: number): 'success' | 'info' {
  return amount < TONE_THRESHOLD ? 'success' : 'info';
}
