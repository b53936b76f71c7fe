import { useState } from 'react';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { api, invalidateAfter, refreshBusinessAtom, unwrap, type CardPaymentSession } from '@fikr/shared';
import { expiryToYYMM, OTP_LENGTH } from '@fikr/shared/schemas';
import { confirmTransactionError, createTransactionError, sessionEnded } from './payment-errors';
import {
  EMPTY_FIELDS,
  sanitizeField,
  validateTopUp,
  type FieldErrors,
  type TopUpField,
  type TopUpFields,
} from './top-up-fields';

export type Feedback = { type: 'success' | 'info' | 'error'; text: string } | null;

/**
 * The top-up flow: fields → SMS code (fields lock) → OTP → confirm → cleared, balance refreshed. Every call to
 * the processor leaves a row in the history, failed or not: after each one the payments are invalidated.
 */
export function useTopUp() {
  const { t } = useTranslation();
  const refreshBusiness = useSetAtom(refreshBusinessAtom);
  const [fields, setFields] = useState<TopUpFields>(EMPTY_FIELDS);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [session, setSession] = useState<CardPaymentSession | null>(null);
  const [otp, setOtp] = useState('');
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);

  function change(field: TopUpField, raw: string) {
    setFields((f) => ({ ...f, [field]: sanitizeField(field, raw) }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  }

  function changeOtp(raw: string) {
    setOtp(raw.replace(/\D/g, '').slice(0, OTP_LENGTH));
  }

  function endSession() {
    setSession(null);
    setOtp('');
  }

  async function requestCode() {
    const problems = validateTopUp(fields);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    setFeedback(null);
    try {
      const body = {
        amount: Number(fields.amount),
        cardNumber: fields.cardNumber.replace(/\s/g, ''),
        expireDate: expiryToYYMM(fields.expiry),
      };
      const { result } = unwrap<{ result: CardPaymentSession }>(
        await api.post('/payment/uzcard/createTransaction', body),
      );
      setSession(result);
      setFeedback({ type: 'info', text: t('success.smsSent', { phone: result.otpSentPhone }) });
    } catch (error) {
      setFeedback({ type: 'error', text: createTransactionError(error, t) });
    } finally {
      setBusy(false);
      void invalidateAfter('payments');
    }
  }

  async function confirm() {
    if (!session || otp.length !== OTP_LENGTH) return;
    setBusy(true);
    setFeedback(null);
    try {
      await api.post('/payment/uzcard/confirmTransaction', { transactionId: session.transactionId, otp });
      setFields(EMPTY_FIELDS);
      endSession();
      setFeedback({ type: 'success', text: t('success.paymentSucceeded') });
      void refreshBusiness();
    } catch (error) {
      if (sessionEnded(error)) endSession();
      setFeedback({ type: 'error', text: confirmTransactionError(error, t) });
    } finally {
      setBusy(false);
      void invalidateAfter('payments');
    }
  }

  function cancel() {
    endSession();
    setFeedback(null);
  }

  return { fields, errors, session, otp, busy, feedback, change, changeOtp, requestCode, confirm, cancel };
}
