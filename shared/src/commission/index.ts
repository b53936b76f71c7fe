export { COIN_TIERS, VOUCHER_TIERS, type CommissionTier } from './tiers';
export {
  coinCommission,
  voucherCommission,
  commissionFor,
  shouldShowCommission,
  requestTotalCost,
  tierBounds,
} from './commission';
