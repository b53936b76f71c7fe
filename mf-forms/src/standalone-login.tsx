import { useState } from 'react';
import { Alert, Button, Card, Form, Input } from 'antd';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { loginAtom, sessionErrorAtom } from '@fikr/shared';
import { FORMS_BASE } from './paths';
import { NS } from './i18n';

/**
 * Standalone dev page only: the shell owns /login, but a 401 sends the browser there, so the remote's own
 * dev server needs a way to get a token (the API is proxied to the local server).
 */
export function StandaloneLogin() {
  const { t } = useTranslation(NS);
  const login = useSetAtom(loginAtom);
  const error = useAtomValue(sessionErrorAtom);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const submit = async ({ phone, password }: { phone: string; password: string }) => {
    setBusy(true);
    try {
      await login({ phone: phone.replace(/[^\d+]/g, ''), password });
      navigate(FORMS_BASE);
    } catch {
      setBusy(false);
    }
  };
  return (
    <Card title={t('dev.loginTitle')} style={{ maxWidth: 420, margin: '48px auto' }}>
      {error && <Alert type="error" title={error} style={{ marginBottom: 16 }} />}
      <Form layout="vertical" onFinish={submit}>
        <Form.Item name="phone" label={t('dev.phone')} rules={[{ required: true }]}>
          <Input autoComplete="tel" />
        </Form.Item>
        <Form.Item name="password" label={t('dev.password')} rules={[{ required: true }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy} block>
          {t('dev.submit')}
        </Button>
      </Form>
    </Card>
  );
}
