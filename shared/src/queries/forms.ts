import { resourceQuery } from './resource-query';
import { api } from '../api/client';
import { unwrap } from '../api/unwrap';
import type { Form } from '../types/form';

/** GET /forms: the business's forms, as the forms list, the responses filters and the dashboard show them. */
export async function fetchForms(signal?: AbortSignal): Promise<Form[]> {
  const data = unwrap<{ forms?: Form[] }>(await api.get('/forms', { signal }));
  return Array.isArray(data.forms) ? data.forms : [];
}

/** GET /forms/:id: one form with its questions. */
export async function fetchForm(id: string, signal?: AbortSignal): Promise<Form> {
  return unwrap<Form>(await api.get(`/forms/${encodeURIComponent(id)}`, { signal }));
}

/** The forms: `['forms']` is the list and the prefix of every form's own key, so one invalidation covers both. */
export const formQueries = {
  all: () => ['forms'] as const,
  list: () => resourceQuery({ queryKey: formQueries.all(), queryFn: ({ signal }) => fetchForms(signal) }),
  detail: (id: string) =>
    resourceQuery({ queryKey: [...formQueries.all(), id] as const, queryFn: ({ signal }) => fetchForm(id, signal) }),
};
