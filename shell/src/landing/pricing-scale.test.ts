import { coinCommission, COIN_TIERS, tierBounds, VOUCHER_TIERS } from '@fikr/shared';
import {
  AMOUNT_STEP,
  amountAt,
  DEFAULT_AMOUNT,
  positionOf,
  pricingRange,
  pricingTone,
  SLIDER_POSITIONS,
} from './pricing-scale';

const coin = pricingRange('coin');
const voucher = pricingRange('voucher');

test('the slider runs between the bounds of each tier table', () => {
  expect(coin).toEqual(tierBounds(COIN_TIERS));
  expect(voucher).toEqual(tierBounds(VOUCHER_TIERS));
  expect(amountAt(0, coin)).toBe(1_000);
  expect(amountAt(SLIDER_POSITIONS, coin)).toBe(10_000_000);
  expect(amountAt(0, voucher)).toBe(5_000);
  expect(amountAt(SLIDER_POSITIONS, voucher)).toBe(10_000_000);
});

test('the scale is logarithmic: equal slider distances multiply the amount by the same factor', () => {
  // coin range spans four decades over 1000 positions: a quarter of the track is one decade
  expect(amountAt(250, coin)).toBe(10_000);
  expect(amountAt(500, coin)).toBe(100_000);
  expect(amountAt(750, coin)).toBe(1_000_000);
  expect(positionOf(100_000, coin)).toBe(500);
});

test('every amount is a multiple of 1000 inside the range', () => {
  for (let p = 0; p <= SLIDER_POSITIONS; p += 7) {
    const amount = amountAt(p, voucher);
    expect(amount % AMOUNT_STEP).toBe(0);
    expect(amount).toBeGreaterThanOrEqual(voucher.min);
    expect(amount).toBeLessThanOrEqual(voucher.max);
  }
});

test('the default 50000 sits on the track and survives the round trip', () => {
  expect(DEFAULT_AMOUNT).toBe(50_000);
  expect(amountAt(positionOf(DEFAULT_AMOUNT, coin), coin)).toBe(50_000);
  expect(coinCommission(DEFAULT_AMOUNT)).toBe(650);
});

test('the card is success below 100000 and info from it', () => {
  expect(pricingTone(99_000)).toBe('success');
  expect(pricingTone(100_000)).toBe('info');
  expect(pricingTone(10_000_000)).toBe('info');
});
