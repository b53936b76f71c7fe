import type { PaymentsResources } from './uz';

export const en: PaymentsResources = {
  title: 'Payments',
  topUp: {
    title: 'Top up the balance',
    amount: 'Amount (som)',
    amountPlaceholder: '10000',
    cardNumber: 'Card number',
    expiry: 'Expiry date',
    requestCode: 'Get SMS code',
    otp: 'SMS code',
    otpPlaceholder: '6-digit code',
    sandboxCard: 'Test mode: no real money is taken. Pay with the card {{card}} and any future expiry.',
    confirm: 'Confirm',
    cancel: 'Cancel',
  },
  history: {
    title: 'Payment history',
    date: 'Date',
    method: 'Method',
    amount: 'Amount',
    status: 'Status',
    allStatuses: 'All statuses',
    empty: 'No payments yet',
    emptyText: "Your card top-ups appear here. The coins pay customers' rewards for their answers.",
    emptyAction: 'Top up',
    noMatch: 'No payment matches the filter',
    clearFilters: 'Clear filter',
    loadFailed: 'Could not load the payment history',
  },
  som: '{{amount}} som',
};
