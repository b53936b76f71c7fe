import { api } from '@fikr/shared';
import { type CreateResponseInput } from '@fikr/shared/schemas';
import type { RequestState } from './request-state';

/** The POST /responses/{formId} body: phone digits, the branch if one was chosen, typeMotive and that reward only. */
export function requestBody(state: RequestState): CreateResponseInput {
  const phone = state.phone.replace(/\D/g, '');
  const branch = state.branchId ? { branchId: state.branchId } : {};
  if (state.typeMotive === 'voucher') {
    return {
      phone,
      ...branch,
      typeMotive: 'voucher',
      voucher: {
        amount: Number(state.voucherAmount),
        description: state.voucherDescription.trim(),
        duration: Number(state.voucherDuration),
      },
    };
  }
  return { phone, ...branch, typeMotive: 'coin', coin: Number(state.coin) };
}

export async function sendRequest(state: RequestState): Promise<void> {
  await api.post(`/responses/${encodeURIComponent(state.formId ?? '')}`, requestBody(state));
}
