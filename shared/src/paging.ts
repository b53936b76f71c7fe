// The console's paging: plain constants, without zod, so that a list which only pages (a phone's cards) does not
// load the schemas to know its page sizes.
export const PAGE_SIZES = [10, 25, 50] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 10;

/**
 * A paged table's pagination (antd's Table `pagination`): the page, size and total of the API's answer (the first
 * page of the default size until it comes), the console's page sizes with their changer.
 */
export function tablePagination(
  pagination: { page: number; limit: number; total: number } | undefined,
  onChange: (page: number, limit: number) => void,
) {
  return {
    current: pagination?.page ?? 1,
    pageSize: pagination?.limit ?? DEFAULT_PAGE_SIZE,
    total: pagination?.total ?? 0,
    pageSizeOptions: PAGE_SIZES.map(String),
    showSizeChanger: true,
    onChange,
  };
}
