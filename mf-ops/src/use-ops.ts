import { api, apiErrorMessage, toast, unwrap, useRequest } from '@fikr/shared';
import { NS } from './i18n';

type Params = Record<string, string | number | undefined>;

/** GET /ops/<path> with its query; a new query drops the answer to the old one (useRequest). */
export function useOps<T>(path: string, params: Params, loadFailedKey: string) {
  return useRequest<T>(
    [path, JSON.stringify(params)],
    (signal) => api.get(`/ops${path}`, { params, signal }).then((res) => unwrap<T>(res)),
    { fallbackKey: `${NS}:${loadFailedKey}` },
  );
}

/**
 * An operator's action (POST /ops/<path>): a toast says it is done or why not; true when it is done. The
 * topic keeps one toast per kind of action, so a retry's success replaces its failure.
 */
export async function opsAction(path: string, done: string, failedKey: string, body?: object): Promise<boolean> {
  const topic = `ops-${path.split('/')[1]}`;
  try {
    await api.post(`/ops${path}`, body);
    toast.success(done, { topic });
    return true;
  } catch (err) {
    toast.error(apiErrorMessage(err, `${NS}:${failedKey}`), { topic });
    return false;
  }
}
