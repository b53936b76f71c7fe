import { useState } from 'react';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { api, apiErrorMessage, formatSom, invalidateAfter, refreshBusinessAtom, toast, unwrap } from '@fikr/shared';
import { coinPaymentRequestSchema, type CoinPayment } from '@fikr/shared/schemas';
import { NS } from '../i18n';

export interface CoinPaymentFields {
  code: string;
  amount: string;
}

export type CoinPaymentField = keyof CoinPaymentFields;
/** Field → i18n key (common namespace) of its first problem. */
export type CoinPaymentErrors = Partial<Record<CoinPaymentField, string>>;

const EMPTY: CoinPaymentFields = { code: '', amount: '' };

/** What the shared schema says about each field (the API checks the same schema). */
export function validateCoinPayment(fields: CoinPaymentFields): CoinPaymentErrors {
  // an empty amount reads 'at least 1 coin' rather than 'digits only'
  const result = coinPaymentRequestSchema.safeParse({ code: fields.code, amount: fields.amount.trim() || 0 });
  const errors: CoinPaymentErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as CoinPaymentField;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The accept-coins dialog's state: fields → POST /business/coin-payments → the payment taken, or the API's reason. */
export function useCoinPayment(onPaid?: (payment: CoinPayment) => void) {
  const { t } = useTranslation(NS);
  const refreshBusiness = useSetAtom(refreshBusinessAtom);
  const [fields, setFields] = useState<CoinPaymentFields>(EMPTY);
  const [errors, setErrors] = useState<CoinPaymentErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [payment, setPayment] = useState<CoinPayment | null>(null);

  function change(field: CoinPaymentField, value: string) {
    setFields((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  }

  async function submit() {
    const problems = validateCoinPayment(fields);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    setFailure(null);
    try {
      const body = coinPaymentRequestSchema.parse(fields);
      // read, not parsed: a payment the server made must never show as failed over a response detail
      const { payment: taken } = unwrap<{ payment: CoinPayment }>(await api.post('/business/coin-payments', body));
      setPayment(taken);
      void invalidateAfter('coinPayment');
      onPaid?.(taken);
      toast.success(t('coin.done', { amount: formatSom(taken.amount) }), { topic: 'coin-payment' });
      // the coins credit the business balance the shell shows
      void refreshBusiness();
    } catch (error) {
      setFailure(apiErrorMessage(error, `${NS}:coin.failed`));
    } finally {
      setBusy(false);
    }
  }

  function again() {
    setFields(EMPTY);
    setErrors({});
    setFailure(null);
    setPayment(null);
  }

  return { fields, errors, failure, busy, payment, change, submit, again };
}
