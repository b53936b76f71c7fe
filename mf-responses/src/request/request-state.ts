import { formatPhoneInput, isValidFullPhone, type TypeMotive } from '@fikr/shared';
import {
  exceedsBalance,
  sanitizeAmountInput,
  sanitizeLast4,
  VOUCHER_DURATION_MAX_DAYS,
  type RequestDialogInput,
} from '@fikr/shared/schemas';

/** The voucher's validity a request starts with (the spec's placeholder, now a real value the owner may change). */
export const DEFAULT_VOUCHER_DURATION = '30';

/** localStorage flag that remembers the voucher reward mode between openings of the dialog. */
export const VOUCHER_MODE_KEY = 'voucherMode';

export type PhoneMode = RequestDialogInput['phoneMode'];
export type AmountField = 'coin' | 'voucherAmount' | 'voucherDuration';

/** What the dialog holds: the shared alert input (minus the balance, which comes from the session) plus UI state. */
export interface RequestState extends Omit<RequestDialogInput, 'balance' | 'formId'> {
  formId: string | undefined;
  /** The branch the request is for; '' none (the business as a whole). */
  branchId: string;
  /** i18n keys of the `common` namespace, per field. */
  errors: Partial<Record<'phone' | AmountField, string>>;
  balanceError: boolean;
  /** The submit alert, already translated (or the server's message). */
  alert: string | null;
  sending: boolean;
}

export function readVoucherMode(): TypeMotive {
  try {
    return localStorage.getItem(VOUCHER_MODE_KEY) === 'true' ? 'voucher' : 'coin';
  } catch {
    return 'coin';
  }
}

function rememberVoucherMode(mode: TypeMotive): void {
  try {
    localStorage.setItem(VOUCHER_MODE_KEY, String(mode === 'voucher'));
  } catch {
    // storage unavailable: the choice is simply not remembered
  }
}

export function initialRequestState(): RequestState {
  return {
    formId: undefined,
    branchId: '',
    phoneMode: 'last4',
    phone: '',
    typeMotive: readVoucherMode(),
    coin: '',
    voucherAmount: '',
    voucherDescription: '',
    voucherDuration: DEFAULT_VOUCHER_DURATION,
    errors: {},
    balanceError: false,
    alert: null,
    sending: false,
  };
}

export type RequestAction =
  | { type: 'reset' }
  | { type: 'form'; formId: string }
  | { type: 'branch'; branchId: string }
  | { type: 'phone'; value: string }
  | { type: 'phoneBlur' }
  | { type: 'phoneMode'; mode: PhoneMode }
  | { type: 'pickClient'; phone: string }
  | { type: 'typeMotive'; mode: TypeMotive }
  | { type: 'amount'; field: AmountField; value: string; balance: number | null | undefined }
  | { type: 'description'; value: string }
  | { type: 'balance'; balance: number | null | undefined }
  | { type: 'alert'; alert: string | null }
  | { type: 'sending'; sending: boolean };

const POSITIVE_KEY: Record<AmountField, string> = {
  coin: 'validation.coinPositive',
  voucherAmount: 'validation.voucherPositive',
  voucherDuration: 'validation.durationPositive',
};

function amountError(field: AmountField, value: string): string | undefined {
  if (value === '') return undefined;
  if (Number(value) <= 0) return POSITIVE_KEY[field];
  if (field === 'voucherDuration' && Number(value) > VOUCHER_DURATION_MAX_DAYS) return 'validation.durationTooLong';
  return undefined;
}

function phoneError(state: RequestState, phone: string): string | undefined {
  return state.phoneMode === 'full' && phone !== '' && !isValidFullPhone(phone) ? 'validation.phoneInvalid' : undefined;
}

export function requestReducer(state: RequestState, action: RequestAction): RequestState {
  switch (action.type) {
    case 'reset':
      return initialRequestState();
    case 'form':
      return { ...state, formId: action.formId, alert: null };
    case 'branch':
      return { ...state, branchId: action.branchId, alert: null };
    case 'phone': {
      const phone = state.phoneMode === 'full' ? formatPhoneInput(action.value) : sanitizeLast4(action.value);
      // An error shown after leaving the field goes away as soon as the number is valid.
      const errors = { ...state.errors, phone: state.errors.phone ? phoneError(state, phone) : undefined };
      return { ...state, phone, errors, alert: null };
    }
    case 'phoneBlur':
      return { ...state, errors: { ...state.errors, phone: phoneError(state, state.phone) } };
    case 'phoneMode':
      if (action.mode === state.phoneMode) return state;
      return { ...state, phoneMode: action.mode, phone: '', errors: {}, balanceError: false, alert: null };
    case 'pickClient':
      return {
        ...state,
        phoneMode: 'full',
        phone: formatPhoneInput(action.phone),
        errors: { ...state.errors, phone: undefined },
        alert: null,
      };
    case 'typeMotive':
      if (action.mode === state.typeMotive) return state;
      rememberVoucherMode(action.mode);
      return {
        ...state,
        typeMotive: action.mode,
        coin: '',
        voucherAmount: '',
        voucherDescription: '',
        voucherDuration: DEFAULT_VOUCHER_DURATION,
        errors: { phone: state.errors.phone },
        balanceError: false,
        alert: null,
      };
    case 'amount': {
      const value = sanitizeAmountInput(action.value);
      const next = {
        ...state,
        [action.field]: value,
        errors: { ...state.errors, [action.field]: amountError(action.field, value) },
        alert: null,
      };
      const balanceError =
        action.field === 'voucherDuration' ? state.balanceError : exceedsBalance({ ...next, balance: action.balance });
      return { ...next, balanceError };
    }
    case 'description':
      return { ...state, voucherDescription: action.value, alert: null };
    case 'balance': {
      // the balance was read again (a top-up in another tab): the amount is checked against the new one
      const balanceError = exceedsBalance({ ...state, balance: action.balance });
      return balanceError === state.balanceError ? state : { ...state, balanceError };
    }
    case 'alert':
      return { ...state, alert: action.alert };
    case 'sending':
      return { ...state, sending: action.sending };
  }
}
