import { resourceQuery } from './resource-query';
import { api } from '../api/client';
import { unwrap } from '../api/unwrap';
import type { Response, ResponsesPage } from '../types/response';

export interface ResponsesFilter {
  search: string;
  form: string;
  status: '' | 'waiting' | 'completed';
  /** The business's follow-up: '' all, 'true' handled, 'false' not yet. */
  handled?: '' | 'true' | 'false';
  /** A branch's id: its responses only; '' all. */
  branch?: string;
}

export type ResponsesQuery = Partial<ResponsesFilter> & { page: number; limit: number };

/** The newest responses as the dashboard and the unfiltered list's first page both ask for them: one cache entry. */
export const FIRST_RESPONSES_PAGE: ResponsesQuery = { page: 1, limit: 10 };

/**
 * GET /responses's query parameters with only the filters that are set: also the query's key, so the same page
 * asked with an empty filter or none (the dashboard, the list) is one entry and one request.
 */
export function responsesParams(q: ResponsesQuery): Record<string, string | number> {
  const params: Record<string, string | number> = { page: q.page, limit: q.limit };
  const search = q.search?.trim();
  if (search) params.search = search;
  if (q.form) params.form = q.form;
  if (q.status) params.status = q.status;
  if (q.handled) params.handled = q.handled;
  if (q.branch) params.branch = q.branch;
  return params;
}

/** GET /responses with only the filters that are set. */
export async function fetchResponses(q: ResponsesQuery, signal?: AbortSignal): Promise<ResponsesPage> {
  const page = unwrap<Partial<ResponsesPage>>(await api.get('/responses', { params: responsesParams(q), signal }));
  return {
    responses: page.responses ?? [],
    pagination: page.pagination ?? { total: 0, page: q.page, limit: q.limit },
  };
}

/** GET /responses/:id: one response with its answers (a private one without them) and its replies. */
export async function fetchResponse(id: string, signal?: AbortSignal): Promise<Response | null> {
  return (
    unwrap<{ response?: Response }>(await api.get(`/responses/${encodeURIComponent(id)}`, { signal })).response ?? null
  );
}

/**
 * The responses: `['responses', params]` a page of the list (params as sent), `['responses', 'detail', id]` one
 * response. Both start with `['responses']`, which a change to any response invalidates.
 */
export const responseQueries = {
  all: () => ['responses'] as const,
  list: (q: ResponsesQuery) =>
    resourceQuery({
      queryKey: [...responseQueries.all(), responsesParams(q)] as const,
      queryFn: ({ signal }) => fetchResponses(q, signal),
    }),
  detail: (id: string) =>
    resourceQuery({
      queryKey: [...responseQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => fetchResponse(id, signal),
    }),
};
