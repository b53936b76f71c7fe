import { useEffect, useState } from 'react';
import { useDebouncedSearchParam } from '@fikr/shared';
import { DEFAULT_PAGE_SIZE } from '@fikr/shared/schemas';
import type { ResponsesFilter, ResponsesQuery } from '../lib/api-calls';

/**
 * Filters and paging of the responses list. The search text is kept in the `search` query parameter
 * (written 400 ms after the last key press), so a reload or a shared link keeps it. Any filter or
 * page-size change goes back to page 1.
 */
export function useListState(presetForm: string | undefined) {
  const { text: searchInput, setText: setSearchInput, search } = useDebouncedSearchParam();
  const [form, setForm] = useState(presetForm ?? '');
  const [status, setStatus] = useState<ResponsesFilter['status']>('');
  const [handled, setHandled] = useState<NonNullable<ResponsesFilter['handled']>>('');
  const [limit, setLimit] = useState<number>(DEFAULT_PAGE_SIZE);

  useEffect(() => setForm(presetForm ?? ''), [presetForm]);

  const filterKey = JSON.stringify([search, form, status, handled, limit]);
  const [paging, setPaging] = useState({ key: filterKey, page: 1 });
  const page = paging.key === filterKey ? paging.page : 1;

  const query: ResponsesQuery = { search, form, status, handled, page, limit };
  return {
    query,
    searchInput,
    setSearchInput,
    setForm,
    setStatus,
    setHandled,
    setPage: (next: number, size: number) => {
      if (size !== limit) setLimit(size);
      else setPaging({ key: filterKey, page: next });
    },
  };
}
