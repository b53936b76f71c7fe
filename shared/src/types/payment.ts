import type { z } from 'zod';
import type {
  cardPaymentSessionSchema,
  paymentStatusSchema,
  paymentsPageSchema,
  paymentTransactionSchema,
} from '../schemas/views/payment';

// Inferred from the schemas the API declares its answers with (schemas/views).

/** 1 = paid, 4 = refunded (card processor codes). */
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

export type PaymentTransaction = z.infer<typeof paymentTransactionSchema>;

export type PaymentsPage = z.infer<typeof paymentsPageSchema>;

/** Answer of POST /payment/uzcard/createTransaction (field `result`). */
export type CardPaymentSession = z.infer<typeof cardPaymentSessionSchema>;
