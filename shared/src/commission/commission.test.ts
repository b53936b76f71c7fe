import {
  coinCommission,
  commissionFor,
  requestTotalCost,
  shouldShowCommission,
  tierBounds,
  voucherCommission,
} from './commission';
import { COIN_TIERS, VOUCHER_TIERS } from './tiers';

// Spec §9, written out literally (not derived from the tier tables under test).
const COIN: Array<[number, number]> = [
  [1_000, 200],
  [2_000, 250],
  [3_000, 300],
  [4_000, 350],
  [5_000, 400],
  [10_000, 450],
  [20_000, 500],
  [30_000, 550],
  [40_000, 600],
  [50_000, 650],
  [60_000, 700],
  [70_000, 750],
  [80_000, 800],
  [90_000, 850],
  [100_000, 900],
  [1_000_000, 5_000],
  [2_000_000, 10_000],
  [3_000_000, 15_000],
  [4_000_000, 20_000],
  [5_000_000, 25_000],
  [6_000_000, 30_000],
  [7_000_000, 35_000],
  [8_000_000, 40_000],
  [9_000_000, 45_000],
  [10_000_000, 50_000],
];
const VOUCHER: Array<[number, number]> = [
  [5_000, 250],
  [10_000, 500],
  [20_000, 1_000],
  [50_000, 2_000],
  [100_000, 2_500],
  [200_000, 5_000],
  [500_000, 10_000],
  [1_000_000, 15_000],
  [2_000_000, 20_000],
  [5_000_000, 25_000],
  [10_000_000, 30_000],
];

describe('coinCommission', () => {
  it.each(COIN)('at %i costs %i', (amount, fee) => expect(coinCommission(amount)).toBe(fee));

  it.each(COIN.slice(0, -1).map(([t], i) => [t + 1, COIN[i + 1][1]]))('just above, %i costs %i', (amount, fee) =>
    expect(coinCommission(amount)).toBe(fee),
  );

  it('is 0 above 10,000,000', () => {
    expect(coinCommission(10_000_001)).toBe(0);
    expect(coinCommission(50_000_000)).toBe(0);
  });
  it('charges the first tier below 1,000 and nothing for no amount', () => {
    expect(coinCommission(1)).toBe(200);
    expect(coinCommission(0)).toBe(0);
    expect(coinCommission(-5)).toBe(0);
    expect(coinCommission(Number.NaN)).toBe(0);
  });
  it('matches the exported table', () => {
    expect(COIN_TIERS.map((t) => [t.threshold, t.fee])).toEqual(COIN);
  });
});

describe('voucherCommission', () => {
  it.each(VOUCHER)('at %i costs %i', (amount, fee) => expect(voucherCommission(amount)).toBe(fee));

  it.each(VOUCHER.slice(0, -1).map(([t], i) => [t + 1, VOUCHER[i + 1][1]]))('just above, %i costs %i', (amount, fee) =>
    expect(voucherCommission(amount)).toBe(fee),
  );

  it('keeps the last fee above 10,000,000', () => {
    expect(voucherCommission(10_000_001)).toBe(30_000);
  });
  it('charges nothing for no amount', () => {
    expect(voucherCommission(1)).toBe(250);
    expect(voucherCommission(0)).toBe(0);
  });
  it('matches the exported table', () => {
    expect(VOUCHER_TIERS.map((t) => [t.threshold, t.fee])).toEqual(VOUCHER);
  });
});

describe('shouldShowCommission', () => {
  it('shows from coin 1,000 and voucher 499', () => {
    expect(shouldShowCommission('coin', 999)).toBe(false);
    expect(shouldShowCommission('coin', 1_000)).toBe(true);
    expect(shouldShowCommission('voucher', 498)).toBe(false);
    expect(shouldShowCommission('voucher', 499)).toBe(true);
  });
});

describe('costs and bounds', () => {
  it('a request costs amount plus commission', () => {
    expect(commissionFor('coin', 50_000)).toBe(650);
    expect(requestTotalCost('coin', 50_000)).toBe(50_650);
    expect(requestTotalCost('voucher', 50_000)).toBe(52_000);
    expect(requestTotalCost('voucher', 0)).toBe(0);
  });
  it('gives the pricing slider its range', () => {
    expect(tierBounds(COIN_TIERS)).toEqual({ min: 1_000, max: 10_000_000 });
    expect(tierBounds(VOUCHER_TIERS)).toEqual({ min: 5_000, max: 10_000_000 });
  });
});
