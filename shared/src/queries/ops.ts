import { resourceQuery } from './resource-query';
import { api } from '../api/client';
import { unwrap } from '../api/unwrap';

export type OpsParams = Record<string, string | number | undefined>;

/** Drops the parameters left undefined (the request leaves them out too), so the key is what is sent. */
function setParams(params: OpsParams): Record<string, string | number> {
  return Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined)) as Record<
    string,
    string | number
  >;
}

/** The operators' pages: `['ops', path, params]` what GET /ops<path> answered, all under `['ops']`. */
export const opsQueries = {
  all: () => ['ops'] as const,
  get: <T>(path: string, params: OpsParams = {}) => {
    const set = setParams(params);
    return resourceQuery({
      queryKey: [...opsQueries.all(), path, set] as const,
      queryFn: ({ signal }) => api.get(`/ops${path}`, { params: set, signal }).then((r) => unwrap<T>(r)),
    });
  },
};
