import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE } from '@fikr/shared';
import type { ResponsesFilter, ResponsesQuery } from '../lib/api-calls';

export const SEARCH_DEBOUNCE_MS = 400;

/**
 * Filters and paging of the responses list. The search text is kept in the `search` query parameter
 * (written 400 ms after the last key press), so a reload or a shared link keeps it. Any filter or
 * page-size change goes back to page 1.
 */
export function useListState(presetForm: string | undefined) {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const [searchInput, setSearchInput] = useState(search);
  const [form, setForm] = useState(presetForm ?? '');
  const [status, setStatus] = useState<ResponsesFilter['status']>('');
  const [limit, setLimit] = useState<number>(DEFAULT_PAGE_SIZE);

  useEffect(() => setForm(presetForm ?? ''), [presetForm]);

  useEffect(() => {
    if (searchInput.trim() === search) return;
    const timer = setTimeout(() => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (searchInput.trim()) next.set('search', searchInput.trim());
          else next.delete('search');
          return next;
        },
        { replace: true },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchInput, search, setParams]);

  const filterKey = JSON.stringify([search, form, status, limit]);
  const [paging, setPaging] = useState({ key: filterKey, page: 1 });
  const page = paging.key === filterKey ? paging.page : 1;

  const query: ResponsesQuery = { search, form, status, page, limit };
  return {
    query,
    searchInput,
    setSearchInput,
    setForm,
    setStatus,
    setPage: (next: number, size: number) => {
      if (size !== limit) setLimit(size);
      else setPaging({ key: filterKey, page: next });
    },
  };
}
