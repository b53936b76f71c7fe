import { resourceQuery } from './resource-query';
import { api } from '../api/client';
import { unwrap } from '../api/unwrap';
import type { Recovery, ReviewClicks } from '../schemas';
import type { AnswerStats, BranchFigures, Stats, TrendDay, Trends } from '../types/stats';

const get = <T>(path: string, signal: AbortSignal, params?: Record<string, string | number>) =>
  api.get(path, { params, signal }).then((r) => unwrap<T>(r));

/** The days of a trend (Tashkent dates, both ends included) and, optionally, one form's only. */
export interface TrendRange {
  from: string;
  to: string;
  form?: string;
}

/**
 * The business's figures, all under `['stats']`: anything that changes an answer, a request or a voucher
 * invalidates them together.
 */
export const statsQueries = {
  all: () => ['stats'] as const,
  summary: () =>
    resourceQuery({
      queryKey: [...statsQueries.all(), 'summary'] as const,
      queryFn: ({ signal }) => get<Stats>('/stats', signal),
    }),
  answers: () =>
    resourceQuery({
      queryKey: [...statsQueries.all(), 'answers'] as const,
      queryFn: ({ signal }) => get<AnswerStats>('/stats/answers', signal),
    }),
  trends: ({ from, to, form }: TrendRange) => {
    const params: Record<string, string> = form ? { from, to, form } : { from, to };
    return resourceQuery({
      queryKey: [...statsQueries.all(), 'trends', params] as const,
      queryFn: ({ signal }): Promise<TrendDay[]> =>
        get<Trends>('/stats/trends', signal, params).then((t) => t.days ?? []),
    });
  },
  branches: () =>
    resourceQuery({
      queryKey: [...statsQueries.all(), 'branches'] as const,
      queryFn: ({ signal }): Promise<BranchFigures[]> =>
        get<{ branches?: BranchFigures[] }>('/stats/branches', signal).then((b) => b.branches ?? []),
    }),
  recovery: (days: number) =>
    resourceQuery({
      queryKey: [...statsQueries.all(), 'recovery', days] as const,
      queryFn: ({ signal }) => get<Recovery>('/stats/recovery', signal, { days }),
    }),
  reviewClicks: (days: number) =>
    resourceQuery({
      queryKey: [...statsQueries.all(), 'review-clicks', days] as const,
      queryFn: ({ signal }) => get<ReviewClicks>('/stats/review-clicks', signal, { days }),
    }),
};
