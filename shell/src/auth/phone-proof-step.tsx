import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { api, apiErrorMessage, formatPhone, refreshUserAtom, type User } from '@fikr/shared';
import { AuthCard } from './auth-card';

/**
 * Right after registering: the code sent by SMS to the new account's phone proves it (POST /auth/phone/code, then
 * /auth/phone/verify). Until then the phone joins no team, and the account is an owner of its own business only.
 */
export function PhoneProofStep({
  phone,
  onProven,
  onLater,
}: {
  phone: string;
  onProven: (user: User | null) => void;
  /** Offered at sign-in only: the account goes on unproven (its own business needs no proof). */
  onLater?: () => void;
}) {
  const { t } = useTranslation(['shell', 'common']);
  const refreshUser = useSetAtom(refreshUserAtom);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState<'verify' | 'send' | null>(null);
  const asked = useRef(false);

  const send = async (again: boolean) => {
    setBusy('send');
    setError(null);
    setNote(null);
    try {
      await api.post('/auth/phone/code');
      if (again) setNote(t('auth.codeResent'));
    } catch (e) {
      setError(apiErrorMessage(e, 'errors.generic'));
    } finally {
      setBusy(null);
    }
  };

  useEffect(() => {
    if (asked.current) return; // once, even when React runs effects twice in development
    asked.current = true;
    void send(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const verify = async ({ code }: { code?: string }) => {
    if (!code) return;
    setBusy('verify');
    setError(null);
    setNote(null);
    try {
      await api.post('/auth/phone/verify', { code });
      // the session again: the teams this phone joined and the operator flag come with it
      onProven(await refreshUser());
    } catch (e) {
      setError(apiErrorMessage(e, 'errors.generic'));
      setBusy(null);
    }
  };

  return (
    <AuthCard title={t('auth.phoneTitle')} subtitle={t('auth.phoneSubtitle', { phone: formatPhone(phone) })}>
      {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} role="alert" />}
      {note && <Alert type="success" title={note} showIcon style={{ marginBottom: 16 }} role="status" />}
      <p>{t('auth.phoneWhy')}</p>
      <Form layout="vertical" onFinish={verify} requiredMark={false} onValuesChange={() => setError(null)}>
        <Form.Item
          label={t('auth.code')}
          name="code"
          rules={[{ required: true, message: t('common:validation.codeLength') }]}
        >
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={7} />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy === 'verify'}>
          {t('auth.confirmCode')}
        </Button>
      </Form>
      <Button block style={{ marginTop: 12 }} onClick={() => void send(true)} loading={busy === 'send'}>
        {t('auth.resendCode')}
      </Button>
      {onLater && (
        <Button type="link" block style={{ marginTop: 8 }} onClick={onLater}>
          {t('auth.later')}
        </Button>
      )}
    </AuthCard>
  );
}
