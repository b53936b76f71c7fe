export interface CommissionTier {
  /** Highest amount (som, inclusive) this tier covers. */
  threshold: number;
  /** Commission in som. */
  fee: number;
}

const MILLION = 1_000_000;

/** Spec §9 coin table; above the last threshold (10,000,000) the coin commission is 0. */
export const COIN_TIERS: readonly CommissionTier[] = [
  { threshold: 1_000, fee: 200 },
  { threshold: 2_000, fee: 250 },
  { threshold: 3_000, fee: 300 },
  { threshold: 4_000, fee: 350 },
  { threshold: 5_000, fee: 400 },
  ...[10, 20, 30, 40, 50, 60, 70, 80, 90, 100].map((k, i) => ({ threshold: k * 1_000, fee: 450 + 50 * i })),
  // 1,000,000 -> 5,000, then plus 5,000 per million up to 10,000,000 -> 50,000.
  ...Array.from({ length: 10 }, (_, i) => ({ threshold: (i + 1) * MILLION, fee: (i + 1) * 5_000 })),
];

/** Spec §9 voucher table; above its last threshold the last fee (30,000) keeps applying. */
export const VOUCHER_TIERS: readonly CommissionTier[] = [
  { threshold: 5_000, fee: 250 },
  { threshold: 10_000, fee: 500 },
  { threshold: 20_000, fee: 1_000 },
  { threshold: 50_000, fee: 2_000 },
  { threshold: 100_000, fee: 2_500 },
  { threshold: 200_000, fee: 5_000 },
  { threshold: 500_000, fee: 10_000 },
  { threshold: MILLION, fee: 15_000 },
  { threshold: 2 * MILLION, fee: 20_000 },
  { threshold: 5 * MILLION, fee: 25_000 },
  { threshold: 10 * MILLION, fee: 30_000 },
];
