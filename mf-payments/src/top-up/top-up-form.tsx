import type { ChangeEvent, ReactNode } from 'react';
import { Alert, Button, Card, Form, Input, Tag } from 'antd';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { cardBrand } from '@fikr/shared/schemas';
import { NS } from '../i18n';
import { OtpStep } from './otp-step';
import { SandboxCardHint } from './sandbox-card-hint';
import type { TopUpField } from './top-up-fields';
import { useTopUp } from './use-top-up';

export const INPUT_IDS: Record<TopUpField, string> = {
  amount: 'top-up-amount',
  cardNumber: 'top-up-card',
  expiry: 'top-up-expiry',
};

/** Card top-up: amount, card, expiry → SMS code → OTP confirm (spec sections 4, 5, 8). */
export function TopUpForm() {
  const { t } = useTranslation(NS);
  const flow = useTopUp();
  const locked = flow.session !== null;
  const brand = cardBrand(flow.fields.cardNumber);

  const item = (field: TopUpField, label: string, input: ReactNode) => (
    <Form.Item
      label={label}
      htmlFor={INPUT_IDS[field]}
      validateStatus={flow.errors[field] ? 'error' : undefined}
      help={flow.errors[field] ? t(flow.errors[field] as ParseKeys<'common'>, { ns: 'common' }) : undefined}
    >
      {input}
    </Form.Item>
  );
  const inputProps = (field: TopUpField) => ({
    id: INPUT_IDS[field],
    value: flow.fields[field],
    disabled: locked || flow.busy,
    onChange: (e: ChangeEvent<HTMLInputElement>) => flow.change(field, e.target.value),
  });

  return (
    <Card title={t('topUp.title')} data-testid="top-up">
      <SandboxCardHint />
      <Form layout="vertical" component="div" style={{ maxWidth: 420 }}>
        {item(
          'amount',
          t('topUp.amount'),
          <Input {...inputProps('amount')} inputMode="numeric" placeholder={t('topUp.amountPlaceholder')} />,
        )}
        {item(
          'cardNumber',
          t('topUp.cardNumber'),
          <Input
            {...inputProps('cardNumber')}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="0000 0000 0000 0000"
            // always a suffix: adding one later would remount the input and lose the caret
            suffix={
              <span data-testid="card-brand">
                {brand && <Tag color={brand === 'Uzcard' ? 'blue' : 'green'}>{brand}</Tag>}
              </span>
            }
          />,
        )}
        {item(
          'expiry',
          t('topUp.expiry'),
          <Input {...inputProps('expiry')} inputMode="numeric" autoComplete="cc-exp" placeholder="MM/YY" />,
        )}
        {!locked && (
          <Button type="primary" loading={flow.busy} onClick={() => void flow.requestCode()}>
            {t('topUp.requestCode')}
          </Button>
        )}
      </Form>
      {flow.feedback && (
        <Alert
          style={{ margin: '16px 0', maxWidth: 420 }}
          type={flow.feedback.type}
          // a failure interrupts a screen reader; 'code sent' and 'paid' wait their turn, as the toasts do
          role={flow.feedback.type === 'error' ? 'alert' : 'status'}
          title={flow.feedback.text}
          showIcon
        />
      )}
      {locked && (
        <OtpStep
          otp={flow.otp}
          busy={flow.busy}
          onChange={flow.changeOtp}
          onConfirm={() => void flow.confirm()}
          onCancel={flow.cancel}
        />
      )}
    </Card>
  );
}
