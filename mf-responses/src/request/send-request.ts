import { api } from '@fikr/shared';
import { type CreateResponseInput } from '@fikr/shared/schemas';
import type { RequestState } from './request-state';

/** The POST /responses/{formId} body: phone digits, typeMotive and the reward of that type only. */
export function requestBody(state: RequestState): CreateResponseInput {
  const phone = state.phone.replace(/\D/g, '');
  if (state.typeMotive === 'voucher') {
    return {
      phone,
      typeMotive: 'voucher',
      voucher: {
        amount: Number(state.voucherAmount),
        description: state.voucherDescription.trim(),
        duration: Number(state.voucherDuration),
      },
    };
  }
  return { phone, typeMotive: 'coin', coin: Number(state.coin) };
}

export async function sendRequest(state: RequestState): Promise<void> {
  await api.post(`/responses/${encodeURIComponent(state.formId ?? '')}`, requestBody(state));
}
