import { Alert, Form, Input, Segmented, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { commissionFor, formatSom, shouldShowCommission, type TypeMotive } from '@fikr/shared';
import { AMOUNT_MAX_DIGITS } from '@fikr/shared/schemas';
import { useCommonText } from '../lib/common-text';
import { NS } from '../i18n';
import type { AmountField, RequestAction, RequestState } from './request-state';

export const TOP_UP_URL = '/business/settings?tab=1';

interface Props {
  state: RequestState;
  dispatch: (action: RequestAction) => void;
  balance: number | null | undefined;
}

function AmountInput({
  field,
  label,
  placeholder,
  state,
  dispatch,
  balance,
}: Props & { field: AmountField; label: string; placeholder?: string }) {
  const { t } = useTranslation([NS, 'common']);
  const common = useCommonText();
  const error = state.errors[field];
  const amount = Number(state[field] || 0);
  const showFee = field !== 'voucherDuration' && shouldShowCommission(state.typeMotive, amount);
  return (
    <Form.Item
      label={label}
      htmlFor={`request-${field}`}
      validateStatus={error ? 'error' : undefined}
      help={error ? common(error) : undefined}
    >
      <Input
        id={`request-${field}`}
        // money is grouped as it is typed (30 000); the state keeps the digits
        value={field === 'voucherDuration' || !state[field] ? state[field] : formatSom(Number(state[field]))}
        inputMode="numeric"
        placeholder={placeholder}
        onChange={(e) =>
          dispatch({
            type: 'amount',
            field,
            value: e.target.value.replace(/\D/g, '').slice(0, AMOUNT_MAX_DIGITS),
            balance,
          })
        }
      />
      {showFee && (
        <Typography.Text type="secondary" data-testid="commission">
          {t('request.commission', { fee: formatSom(commissionFor(state.typeMotive, amount)) })}
        </Typography.Text>
      )}
    </Form.Item>
  );
}

/** Reward mode (Keshbek or voucher), its fields, the commission under the amount and the balance error. */
export function RewardFields(props: Props) {
  const { t } = useTranslation([NS, 'common']);
  const { state, dispatch } = props;
  const voucher = state.typeMotive === 'voucher';
  return (
    <>
      <Form.Item label={t('request.reward')}>
        <Segmented<TypeMotive>
          block
          name="reward-type"
          value={state.typeMotive}
          onChange={(mode) => dispatch({ type: 'typeMotive', mode })}
          options={[
            { value: 'coin', label: t('request.coin') },
            { value: 'voucher', label: t('request.voucher') },
          ]}
        />
      </Form.Item>
      <AmountInput
        {...props}
        field={voucher ? 'voucherAmount' : 'coin'}
        label={t(voucher ? 'request.voucherAmount' : 'request.coinAmount')}
      />
      {state.balanceError && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('common:validation.insufficientBalance')}
          action={
            <a href={TOP_UP_URL} target="_blank" rel="noopener noreferrer">
              {t('request.topUp')}
            </a>
          }
        />
      )}
      {voucher && (
        <>
          <Form.Item label={t('request.description')} htmlFor="request-description">
            <Input.TextArea
              id="request-description"
              rows={2}
              maxLength={500}
              value={state.voucherDescription}
              onChange={(e) => dispatch({ type: 'description', value: e.target.value })}
            />
          </Form.Item>
          <AmountInput {...props} field="voucherDuration" label={t('request.duration')} placeholder="30" />
        </>
      )}
    </>
  );
}
