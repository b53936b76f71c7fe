import type { ReactNode } from 'react';
import { Alert, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { commonText, type Lang } from '@fikr/shared';
import { CUSTOMER_CODE_LENGTH } from '@fikr/shared/schemas';
import { NS } from '../i18n';
import type { CoinPaymentErrors, CoinPaymentField, CoinPaymentFields } from './use-coin-payment';

interface CoinPaymentFormProps {
  fields: CoinPaymentFields;
  errors: CoinPaymentErrors;
  failure: string | null;
  disabled: boolean;
  onChange: (field: CoinPaymentField, value: string) => void;
  onSubmit: () => void;
}

const INPUT_IDS: Record<CoinPaymentField, string> = { code: 'coin-payment-code', amount: 'coin-payment-amount' };

/** The customer's pay code and the amount in coin; each field says its own problem, the API's reason sits above. */
export function CoinPaymentForm({ fields, errors, failure, disabled, onChange, onSubmit }: CoinPaymentFormProps) {
  const { t, i18n } = useTranslation(NS);
  const item = (field: CoinPaymentField, label: string, input: ReactNode, extra?: string) => (
    <Form.Item
      label={label}
      htmlFor={INPUT_IDS[field]}
      extra={extra}
      validateStatus={errors[field] ? 'error' : undefined}
      help={errors[field] ? commonText(errors[field], i18n.language as Lang) : undefined}
    >
      {input}
    </Form.Item>
  );
  const inputProps = (field: CoinPaymentField) => ({
    id: INPUT_IDS[field],
    value: fields[field],
    disabled,
    inputMode: 'numeric' as const,
    autoComplete: 'off',
    onChange: (e: { target: { value: string } }) => onChange(field, e.target.value),
    onPressEnter: onSubmit,
  });

  return (
    <Form layout="vertical" component="div">
      <Typography.Paragraph type="secondary">{t('coin.intro')}</Typography.Paragraph>
      {failure && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={failure} />}
      {item(
        'code',
        t('coin.code'),
        // a space or dash between the digits is allowed: the schema drops it
        <Input {...inputProps('code')} maxLength={CUSTOMER_CODE_LENGTH + 1} placeholder="123456" />,
      )}
      {item('amount', t('coin.amount'), <Input {...inputProps('amount')} maxLength={13} />, t('coin.rate'))}
    </Form>
  );
}
