import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { registerAtom, sanitizePhoneInput, sessionErrorAtom, type User } from '@fikr/shared';
import { PASSWORD_MIN_LENGTH } from '@fikr/shared/schemas';
import { AuthCard } from './auth-card';
import { usePhoneFromQuery, withPhone } from './phone-from-query';
import { useAfterAuthRedirect, useFreshSessionError } from './use-after-auth-redirect';
import { PhoneProofStep } from './phone-proof-step';
import { ResetPasswordButton } from './reset-password-button';

interface RegisterValues {
  phone?: string;
  password?: string;
  check_password?: string;
}

export function RegisterPage() {
  const { t } = useTranslation(['shell', 'common']);
  const register = useSetAtom(registerAtom);
  const sessionError = useFreshSessionError();
  const redirect = useAfterAuthRedirect();
  const [form] = Form.useForm<RegisterValues>();
  const queryPhone = usePhoneFromQuery();
  const typedPhone = Form.useWatch('phone', form);
  const [localError, setLocalError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const clearSessionError = useSetAtom(sessionErrorAtom);
  /** Registered: the next step proves the phone with the code sent to it. */
  const [registered, setRegistered] = useState<User | null>(null);

  const submit = async ({ phone, password, check_password }: RegisterValues) => {
    if (!phone || !password || !check_password) return;
    if (password !== check_password) {
      setLocalError(t('common:validation.passwordsMismatch'));
      return; // refused without a call
    }
    setLocalError(null);
    setBusy(true);
    try {
      setRegistered(await register({ phone, password, check_password }));
    } catch {
      // shown through the session error
    } finally {
      setBusy(false);
    }
  };

  // a new account proven with no business to join goes on to the wizard, not to the landing page's offer of it
  if (registered)
    return <PhoneProofStep phone={registered.phone} onProven={(user) => redirect(user, '/create-business')} />;
  const error = localError ?? sessionError;
  return (
    <AuthCard title={t('auth.registerTitle')} subtitle={t('auth.registerSubtitle')}>
      {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} role="alert" />}
      {/* one alert at a time, gone as soon as the user edits (a stale 'Parollar mos kelmadi' does not linger) */}
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        requiredMark={false}
        initialValues={{ phone: queryPhone || undefined }}
        onValuesChange={() => {
          if (localError) setLocalError(null);
          if (sessionError) clearSessionError(null);
        }}
      >
        {/* the phone keeps digits and '+' only (spec section 5) */}
        <Form.Item
          label={t('auth.phone')}
          name="phone"
          getValueFromEvent={(e) => sanitizePhoneInput(e.target.value)}
          rules={[{ required: true, message: t('common:validation.phoneRequired') }]}
        >
          <Input type="tel" inputMode="tel" autoComplete="tel" placeholder="+998901234567" />
        </Form.Item>
        <Form.Item
          label={t('auth.password')}
          name="password"
          // the rule is said before the first submit, not learned from a refusal
          extra={t('auth.passwordRule', { min: PASSWORD_MIN_LENGTH })}
          rules={[{ required: true, message: t('common:validation.passwordRequired') }]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label={t('auth.repeatPassword')}
          name="check_password"
          rules={[{ required: true, message: t('common:validation.checkPasswordRequired') }]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t('auth.submitRegister')}
        </Button>
      </Form>
      <ResetPasswordButton getPhone={() => form.getFieldValue('phone')} />
      <p style={{ marginBottom: 0 }}>
        <Link to={withPhone('/login', typedPhone ?? queryPhone)}>{t('auth.haveAccount')}</Link>
      </p>
    </AuthCard>
  );
}
