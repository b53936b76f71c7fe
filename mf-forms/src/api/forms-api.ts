import { api, unwrap, type Form } from '@fikr/shared';
import { type FormInput } from '@fikr/shared/schemas';

/** POST /forms (create) or PATCH /forms/:id (edit): the form as saved. */
export async function saveForm(id: string | undefined, payload: FormInput): Promise<Form> {
  const res = id ? await api.patch(`/forms/${encodeURIComponent(id)}`, payload) : await api.post('/forms', payload);
  return unwrap<Form>(res);
}

export async function deleteForm(id: string): Promise<void> {
  await api.delete(`/forms/${encodeURIComponent(id)}`);
}

/** The owner took the form's link: the "share" first step (POST /business/onboarding/share). */
export async function markShared(): Promise<void> {
  await api.post('/business/onboarding/share');
}
