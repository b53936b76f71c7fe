import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { useSetAtom, useStore } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { loginAtom, operatorAtom, sessionErrorAtom, type User } from '@fikr/shared';
import { AuthCard } from './auth-card';
import { usePhoneFromQuery, withPhone } from './phone-from-query';
import { PhoneProofStep } from './phone-proof-step';
import { useAfterAuthRedirect, useFreshSessionError } from './use-after-auth-redirect';

export function LoginPage() {
  const { t } = useTranslation(['shell', 'common']);
  const clearError = useSetAtom(sessionErrorAtom);
  const login = useSetAtom(loginAtom);
  const error = useFreshSessionError();
  const redirect = useAfterAuthRedirect();
  const [busy, setBusy] = useState(false);
  const store = useStore();
  // an invitee comes from the SMS with their number: it is filled in, and carried to registration if they have none
  const queryPhone = usePhoneFromQuery();
  const [form] = Form.useForm<{ phone?: string; password?: string }>();
  const typedPhone = Form.useWatch('phone', form);
  /** Signed in with an unproven phone and nothing to act for: an invited seat waits for the proof. */
  const [unproven, setUnproven] = useState<User | null>(null);

  const submit = async ({ phone, password }: { phone?: string; password?: string }) => {
    if (!phone || !password) return; // the field rules below have already said what is missing
    setBusy(true);
    try {
      const user = await login({ phone, password });
      if (!user.phoneVerified && !user.business && !store.get(operatorAtom)) setUnproven(user);
      else redirect(user);
    } catch {
      // the error alert shows the message stored in the session
    } finally {
      setBusy(false);
    }
  };

  if (unproven) return <PhoneProofStep phone={unproven.phone} onProven={redirect} onLater={() => redirect(unproven)} />;
  return (
    <AuthCard title={t('auth.loginTitle')} subtitle={t('auth.loginSubtitle')}>
      {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} role="alert" />}
      {/* one alert at a time, gone as soon as the user edits */}
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        requiredMark={false}
        initialValues={{ phone: queryPhone || undefined }}
        onValuesChange={() => error && clearError(null)}
      >
        <Form.Item
          label={t('auth.phone')}
          name="phone"
          rules={[{ required: true, message: t('common:validation.phoneRequired') }]}
        >
          <Input type="tel" inputMode="tel" autoComplete="tel" placeholder="+998901234567" />
        </Form.Item>
        <Form.Item
          label={t('auth.password')}
          name="password"
          rules={[{ required: true, message: t('common:validation.passwordRequired') }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t('auth.submitLogin')}
        </Button>
      </Form>
      <p style={{ display: 'flex', justifyContent: 'space-between', marginBottom: 0 }}>
        <Link to="/forgot-password">{t('auth.forgot')}</Link>
        <Link to={withPhone('/register', typedPhone ?? queryPhone)}>{t('auth.noAccount')}</Link>
      </p>
    </AuthCard>
  );
}
