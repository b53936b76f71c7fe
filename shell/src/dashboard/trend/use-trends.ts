import { useEffect, useState } from 'react';
import { api, apiErrorMessage, unwrap, type TrendDay, type Trends } from '@fikr/shared';
import { tashkentDay } from '../insight-figures';

export type TrendsState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; days: TrendDay[] };

/** GET /stats/trends for the last `days` Tashkent days (today included), of one form or all. */
export function useTrends(days: number, formId: string | undefined): TrendsState {
  const [state, setState] = useState<TrendsState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    api
      .get('/stats/trends', {
        params: { from: tashkentDay(1 - days), to: tashkentDay(0), ...(formId ? { form: formId } : {}) },
      })
      .then(
        (r) => live && setState({ status: 'ready', days: unwrap<Trends>(r).days ?? [] }),
        (error: unknown) => live && setState({ status: 'error', message: apiErrorMessage(error) }),
      );
    return () => {
      live = false;
    };
  }, [days, formId]);
  return state;
}
