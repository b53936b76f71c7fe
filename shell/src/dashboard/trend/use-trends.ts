import { api, unwrap, useRequest, type TrendDay, type Trends } from '@fikr/shared';
import { tashkentDay } from '../insight-figures';

export type TrendsState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; days: TrendDay[] };

/** GET /stats/trends for the last `days` Tashkent days (today included), of one form or all. */
export function useTrends(days: number, formId: string | undefined): TrendsState {
  const request = useRequest(
    [days, formId ?? ''],
    (signal) =>
      api
        .get('/stats/trends', {
          params: { from: tashkentDay(1 - days), to: tashkentDay(0), ...(formId ? { form: formId } : {}) },
          signal,
        })
        .then((r) => unwrap<Trends>(r).days ?? []),
    { keepData: false },
  );
  if (request.error !== null) return { status: 'error', message: request.error };
  if (request.loading || request.data === undefined) return { status: 'loading' };
  return { status: 'ready', days: request.data };
}
