import type { PublicFormPayload, PublicReply, PublicVoucher, ReviewSite } from '@fikr/shared/core';
import type { CompletedReward, FormErrors, FormValues } from '@fikr/shared/customer-form';
import type { WalletPageState } from './wallet-types';

export type { FormErrors, FormValues };

export type LightLang = 'uz' | 'ru' | 'en';
export const LIGHT_LANGS: LightLang[] = ['uz', 'ru', 'en'];

/** GET /forms/u/{code} as the light app renders it; `customerName` prefills 'Ismingiz'. */
export type LightFormData = PublicFormPayload;

export type PublicVoucherData = PublicVoucher;

/** GET /public/replies/{code}: a business's reply and its make-good. */
export type PublicReplyData = PublicReply;

interface Common {
  lang: LightLang;
  /** Base of the JSON API the browser calls ('/api' on the same origin). */
  apiBase: string;
  /** The form token of the pages whose posts the server checks (wallet, voucher): their forms' hidden field. */
  csrf?: string;
}

/**
 * Everything a page needs, rendered on the server and put into the page as JSON so the browser hydrates the
 * same tree from the same data.
 */
export type LightState = Common &
  (
    | {
        page: 'form';
        code: string;
        /** A branch's open link (?b=): the answer belongs to that branch. */
        branch?: string;
        data: LightFormData;
        values?: FormValues;
        errors?: FormErrors;
      }
    | {
        page: 'completed';
        already: boolean;
        reward?: CompletedReward | null;
        /** A public answer's review sites (its code's /r/{code}/{site} links); none for a private one. */
        review?: PublicReview | null;
      }
    | { page: 'stop'; code: string; stopped: boolean }
    | { page: 'voucher'; token: string; voucher: PublicVoucherData | null; error?: string }
    | { page: 'reply'; code: string; reply: PublicReplyData | null }
    | { page: 'not-found'; message?: string }
    | WalletPageState
  );

/** The completion page's review links: the answer's code and the sites its business (or branch) links. */
export interface PublicReview {
  code: string;
  sites: ReviewSite[];
}

/** id of the <script type="application/json"> that carries the state into the browser. */
export const STATE_ID = 'fikr-state';
