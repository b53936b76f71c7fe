import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AuthCard } from './auth-card';
import { ResetPasswordButton } from './reset-password-button';

export function ForgotPasswordPage() {
  const { t } = useTranslation('shell');
  const [form] = Form.useForm<{ phone?: string }>();
  return (
    <AuthCard title={t('auth.resetPassword')} subtitle={t('auth.resetSubtitle')}>
      <Form form={form} layout="vertical">
        <Form.Item label={t('auth.phone')} name="phone">
          <Input type="tel" inputMode="tel" autoComplete="tel" placeholder="+998901234567" />
        </Form.Item>
      </Form>
      <ResetPasswordButton getPhone={() => form.getFieldValue('phone')} />
      <Link to="/login">{t('auth.haveAccount')}</Link>
    </AuthCard>
  );
}
