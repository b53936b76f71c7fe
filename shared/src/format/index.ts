export { formatSom, answerBarColor, percentage, type BarColor } from './number';
export { formatDate, formatTime, formatDateTime } from './date';
export { relativeDateLabel } from './relative-date';
export { tashkentParts, toDate, TASHKENT_OFFSET_MS, type DateInput, type DateParts } from './tashkent-time';
export {
  formatPhone,
  normalizePhone,
  sanitizePhoneInput,
  formatPhoneInput,
  isValidFullPhone,
  PHONE_INPUT_MAX_LENGTH,
} from './phone';
export { remainingDays, voucherState, voucherStateKey, type VoucherState } from './voucher';
export {
  paymentCodeKey,
  paymentStatusView,
  isResponseCompleted,
  responseStatusKey,
  PAYMENT_PROVIDER_CODES,
  type StatusColor,
} from './status';
export { customerLabel, customerSubline } from './customer';
