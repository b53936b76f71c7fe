import { Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { OTP_LENGTH } from '@fikr/shared/schemas';
import { NS } from '../i18n';

interface OtpStepProps {
  otp: string;
  busy: boolean;
  onChange: (value: string) => void;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Shown once the SMS code was sent: 6 digits, confirm enabled only then. */
export function OtpStep({ otp, busy, onChange, onConfirm, onCancel }: OtpStepProps) {
  const { t } = useTranslation(NS);
  const incomplete = otp.length !== OTP_LENGTH;
  return (
    <Form layout="vertical" component="div">
      <Form.Item
        label={t('topUp.otp')}
        htmlFor="top-up-otp"
        help={otp.length > 0 && incomplete ? t('validation.otpLength', { ns: 'common' }) : undefined}
        validateStatus={otp.length > 0 && incomplete ? 'warning' : undefined}
      >
        <Input
          id="top-up-otp"
          value={otp}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
          placeholder={t('topUp.otpPlaceholder')}
          onChange={(e) => onChange(e.target.value)}
          onPressEnter={() => !incomplete && onConfirm()}
        />
      </Form.Item>
      <Space>
        <Button type="primary" disabled={incomplete} loading={busy} onClick={onConfirm}>
          {t('topUp.confirm')}
        </Button>
        <Button disabled={busy} onClick={onCancel}>
          {t('topUp.cancel')}
        </Button>
      </Space>
    </Form>
  );
}
