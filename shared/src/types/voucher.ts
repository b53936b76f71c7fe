import type { Id, Pagination } from './common';

export interface Voucher {
  _id: Id;
  amount: number;
  code: string;
  description: string;
  expiresAt: string;
  isRedeemed: boolean;
  userConfirm: boolean;
  createdAt: string;
  updatedAt: string;
  user: { name?: string; phone: string } | null;
}

/** GET /vouchers answer (the list field is called `responses` in the contract). */
export interface VouchersPage {
  responses: Voucher[];
  pagination: Pagination;
}
