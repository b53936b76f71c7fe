import type { z } from 'zod';
import type { publicVoucherSchema, voucherSchema, vouchersPageSchema } from '../schemas/views/voucher';

// Inferred from the schemas the API declares its answers with (schemas/views).

export type Voucher = z.infer<typeof voucherSchema>;

/** GET /vouchers answer (the list field is called `responses` in the contract). */
export type VouchersPage = z.infer<typeof vouchersPageSchema>;

/** GET /public/vouchers/{token}: what the customer is asked to confirm. */
export type PublicVoucher = z.infer<typeof publicVoucherSchema>;
