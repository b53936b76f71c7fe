import { api, unwrap, type Form } from '@fikr/shared';
import { type FormInput } from '@fikr/shared/schemas';

/** A form as the API answers it: the spec's fields plus the open-link code, requests sent and answers completed. */
export interface ApiForm extends Form {
  shareCode?: string;
  responsesCount?: number;
  completedCount?: number;
}

export async function fetchForms(): Promise<ApiForm[]> {
  const data = unwrap<{ forms?: ApiForm[] }>(await api.get('/forms'));
  return Array.isArray(data.forms) ? data.forms : [];
}

export async function fetchForm(id: string): Promise<ApiForm> {
  return unwrap<ApiForm>(await api.get(`/forms/${encodeURIComponent(id)}`));
}

export async function saveForm(id: string | undefined, payload: FormInput): Promise<ApiForm> {
  const res = id ? await api.patch(`/forms/${encodeURIComponent(id)}`, payload) : await api.post('/forms', payload);
  return unwrap<ApiForm>(res);
}

export async function deleteForm(id: string): Promise<void> {
  await api.delete(`/forms/${encodeURIComponent(id)}`);
}
