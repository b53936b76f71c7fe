import type { Id, Pagination } from './common';

/** 1 = paid, 4 = refunded (card processor codes). */
export type PaymentStatus = 'pending' | 'failed' | 1 | 4;

export interface PaymentTransaction {
  _id: Id;
  createdAt: string;
  provider: string;
  amount: number;
  status: PaymentStatus;
}

export interface PaymentsPage {
  transactions: PaymentTransaction[];
  pagination: Pagination;
}

/** Answer of POST /payment/uzcard/createTransaction (field `result`). */
export interface CardPaymentSession {
  transactionId: string;
  otpSentPhone: string;
}
