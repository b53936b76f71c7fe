import {
  api,
  apiErrorMessage,
  invalidateAfter,
  keepPreviousData,
  opsQueries,
  queryClient,
  toast,
  useQuery,
  type OpsParams,
} from '@fikr/shared';
import { NS } from './i18n';

/** GET /ops<path> with its query (key `['ops', path, params]`); the last answer stays while a new query loads. */
export function useOps<T>(path: string, params: OpsParams, loadFailedKey: string) {
  const query = useQuery({ ...opsQueries.get<T>(path, params), placeholderData: keepPreviousData }, queryClient);
  return {
    data: query.data,
    error: query.error ? apiErrorMessage(query.error, `${NS}:${loadFailedKey}`) : null,
    loading: query.isFetching,
  };
}

/**
 * An operator's action (POST /ops/<path>): a toast says it is done or why not; true when it is done, and then the
 * operators' pages are re-read (awaited: the list shown is the one after the action). The topic keeps one toast
 * per kind of action, so a retry's success replaces its failure.
 */
export async function opsAction(path: string, done: string, failedKey: string, body?: object): Promise<boolean> {
  const topic = `ops-${path.split('/')[1]}`;
  try {
    await api.post(`/ops${path}`, body);
  } catch (err) {
    toast.error(apiErrorMessage(err, `${NS}:${failedKey}`), { topic });
    return false;
  }
  toast.success(done, { topic });
  await invalidateAfter('ops');
  return true;
}
