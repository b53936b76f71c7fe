import { useRequest } from '@fikr/shared';
import { fetchForms } from '../api/forms-api';

/** GET /forms with a reload; re-read after a data change (a survey request changes the forms' counts). */
export function useForms() {
  const request = useRequest('forms', fetchForms, { fallbackKey: 'forms:list.loadFailed', followDataVersion: true });
  return { forms: request.data ?? [], loading: request.loading, error: request.error, reload: request.reload };
}
