import { apiErrorMessage, queryClient, statsQueries, useQuery, type TrendDay } from '@fikr/shared';
import { tashkentDay } from '../insight-figures';

export type TrendsState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; days: TrendDay[] };

/**
 * GET /stats/trends for the last `days` Tashkent days (today included), of one form or all. Another range or form
 * is a query of its own: the chart waits for it instead of drawing the last one's days under the new choice.
 */
export function useTrends(days: number, formId: string | undefined): TrendsState {
  const trends = useQuery(
    statsQueries.trends({ from: tashkentDay(1 - days), to: tashkentDay(0), form: formId }),
    queryClient,
  );
  if (trends.isError) return { status: 'error', message: apiErrorMessage(trends.error) };
  if (trends.data === undefined) return { status: 'loading' };
  return { status: 'ready', days: trends.data };
}
