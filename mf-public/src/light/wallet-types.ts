import type { PayCode, Payout, Wallet, WalletHistory, WalletVoucher } from '@fikr/shared/core';

/**
 * A QR code drawn on the server: its side in modules and one SVG path of the dark ones. The page carries the
 * drawing, never an encoder, so the browser's script stays small.
 */
export interface QrDrawing {
  size: number;
  path: string;
}

/** A voucher that can no longer be used gets no QR code: nobody should scan it. */
export type WalletVoucherView = WalletVoucher & { qr: QrDrawing | null };
export type WalletView = Omit<Wallet, 'vouchers'> & { vouchers: WalletVoucherView[] };
export type PayCodeView = PayCode & { qr: QrDrawing };

/** Messages the API gave for a posted form: by field name, and one for the whole form. */
export interface WalletErrors {
  fields: Record<string, string>;
  message?: string;
}

export interface PayoutValues {
  amount: string;
  cardNumber: string;
}

/** The customer's wallet pages under /wallet, each rendered from the wallet API's answers. */
export type WalletPageState =
  | { page: 'wallet-sign-in'; phone?: string; errors?: WalletErrors }
  | { page: 'wallet-verify'; phone: string; errors?: WalletErrors }
  | {
      page: 'wallet';
      wallet: WalletView;
      errors?: WalletErrors;
      /** Survey requests stopped from every business (the toggle); absent when unknown. */
      surveysStopped?: boolean;
    }
  | { page: 'wallet-forget' }
  | { page: 'wallet-history'; history: WalletHistory }
  | {
      page: 'wallet-pay';
      /** The balance: the most a code may take. */
      coin: number;
      payCode: PayCodeView | null;
      /** The amount as posted, kept in the form after a refusal or for the next code. */
      amount?: string;
      errors?: WalletErrors;
    }
  | {
      page: 'wallet-payouts';
      coin: number;
      /** The API's minimum (from the shared schema on the server: the browser's script carries no zod). */
      payoutMin: number;
      payouts: Payout[];
      /** Made when the page is rendered: a double submit or a reposted reload pays once. */
      idempotencyKey: string;
      values?: PayoutValues;
      errors?: WalletErrors;
    };

export type WalletPage = WalletPageState['page'];
