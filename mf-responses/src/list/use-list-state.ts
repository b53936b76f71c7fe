import {
  pageFrom,
  useDebouncedSearchParam,
  useListParams,
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  type ResponsesFilter,
} from '@fikr/shared';

/**
 * Filters and paging of the responses list, all in the URL query (search, form, branch, status, handled, page, limit),
 * so a reload, the back button or a shared link keep them. The search text is written 400 ms after the last key
 * press. Any filter or page-size change goes back to page 1. On /business/forms/:id/responses the route's form wins.
 */
export function useListState(presetForm: string | undefined) {
  const { text: searchInput, setText: setSearchInput, search } = useDebouncedSearchParam();
  const [params, setParams] = useListParams(
    { form: '', branch: '', status: '', handled: '', page: '1', limit: String(DEFAULT_PAGE_SIZE) },
    { status: ['waiting', 'completed'], handled: ['true', 'false'], limit: PAGE_SIZES.map(String) },
  );
  const form = params.form || presetForm || '';
  const status = params.status as ResponsesFilter['status'];
  const handled = params.handled as NonNullable<ResponsesFilter['handled']>;
  const limit = Number(params.limit);
  const page = pageFrom(params.page);

  const { branch } = params;
  const query: ResponsesFilter & { page: number; limit: number } = {
    search,
    form,
    branch,
    status,
    handled,
    page,
    limit,
  };
  return {
    query,
    searchInput,
    setSearchInput,
    setForm: (value: string) => setParams({ form: value, page: '1' }),
    setBranch: (value: string) => setParams({ branch: value, page: '1' }),
    setStatus: (value: ResponsesFilter['status']) => setParams({ status: value, page: '1' }),
    setHandled: (value: NonNullable<ResponsesFilter['handled']>) => setParams({ handled: value, page: '1' }),
    /** Some filter narrows the list (the per-form route's own form does not count). */
    filtered: search !== '' || status !== '' || handled !== '' || branch !== '' || (params.form !== '' && !presetForm),
    clearFilters: () => {
      setSearchInput('');
      setParams({ form: '', branch: '', status: '', handled: '', page: '1' });
    },
    setPage: (next: number, size: number) =>
      setParams(size !== limit ? { limit: String(size), page: '1' } : { page: String(next) }),
  };
}
