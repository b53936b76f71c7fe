import type { Ref } from 'react';
import { Flex, Form, Input, type InputRef, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { PHONE_INPUT_MAX_LENGTH, type Client } from '@fikr/shared';
import { useCommonText } from '../lib/common-text';
import { NS } from '../i18n';
import { ClientSuggestions } from './client-suggestions';
import type { PhoneMode, RequestAction, RequestState } from './request-state';

interface Props {
  state: RequestState;
  dispatch: (action: RequestAction) => void;
  clients: Client[];
  inputRef: Ref<InputRef>;
}

/** Customer phone: last 4 digits with client suggestions (default) or the full +998 number. */
export function PhoneField({ state, dispatch, clients, inputRef }: Props) {
  const { t } = useTranslation(NS);
  const common = useCommonText();
  const last4 = state.phoneMode === 'last4';
  const error = state.errors.phone;
  return (
    <Form.Item
      label={t('request.phone')}
      htmlFor="request-phone"
      validateStatus={error ? 'error' : undefined}
      help={error ? common(error) : undefined}
    >
      <Flex vertical gap={8}>
        <Segmented<PhoneMode>
          block
          name="phone-mode"
          value={state.phoneMode}
          onChange={(mode) => dispatch({ type: 'phoneMode', mode })}
          options={[
            { value: 'last4', label: t('request.last4Mode') },
            { value: 'full', label: t('request.fullMode') },
          ]}
        />
        <Input
          id="request-phone"
          ref={inputRef}
          value={state.phone}
          type="tel"
          inputMode={last4 ? 'numeric' : 'tel'}
          maxLength={last4 ? 4 : PHONE_INPUT_MAX_LENGTH}
          placeholder={last4 ? t('request.last4Placeholder') : '+998 XX XXX-XX-XX'}
          onChange={(e) => dispatch({ type: 'phone', value: e.target.value })}
          onBlur={() => dispatch({ type: 'phoneBlur' })}
        />
        {last4 && (
          <ClientSuggestions
            digits={state.phone}
            clients={clients}
            onPick={(c) => dispatch({ type: 'pickClient', phone: c.phone })}
          />
        )}
      </Flex>
    </Form.Item>
  );
}
