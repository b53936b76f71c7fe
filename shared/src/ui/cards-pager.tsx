import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '../paging';
import { PALETTE } from './palette';

// Drawn like antd's small Pagination, in plain buttons and a native select: on a phone's first screen antd's
// Pagination (with the Select of its size changer) was a third of the list's start-up work, and a native select
// is the picker a phone's owner knows.
const PAGER_CSS = `
.fikr-pager { display: flex; flex-wrap: wrap; justify-content: center; align-items: center; gap: 8px 4px;
  margin-top: 12px; font-size: 14px; color: rgba(0, 0, 0, 0.88); }
.fikr-pager-total { margin-inline-end: 4px; }
.fikr-pager button { min-width: 24px; height: 24px; padding: 0 6px; border: 1px solid transparent; border-radius: 6px;
  background: transparent; color: inherit; font: inherit; line-height: 22px; cursor: pointer; }
.fikr-pager button:hover:not(:disabled) { background: rgba(0, 0, 0, 0.06); }
.fikr-pager button:focus-visible, .fikr-pager select:focus-visible { outline: 3px solid #85c0ff; outline-offset: 1px; }
.fikr-pager button[aria-current='page'] { border-color: ${PALETTE.primary}; color: ${PALETTE.primary}; font-weight: 600;
  background: #fff; }
.fikr-pager button:disabled { color: rgba(0, 0, 0, 0.25); cursor: not-allowed; }
.fikr-pager-gap { min-width: 24px; text-align: center; color: rgba(0, 0, 0, 0.25); }
.fikr-pager select { height: 24px; margin-inline-start: 4px; padding: 0 4px; border: 1px solid #d9d9d9; border-radius: 6px;
  background: #fff; color: inherit; font: inherit; }`;

/** The pages a small pager shows: the first, the last and the current one with its neighbours; null is a gap. */
export function pagerItems(current: number, last: number): (number | null)[] {
  const shown = [1, last, current - 1, current, current + 1]
    // near an end, the two pages after the first (or before the last) rather than a gap hiding one page
    .concat(current <= 3 ? [2, 3] : [], current >= last - 2 ? [last - 1, last - 2] : [])
    .filter((page) => page >= 1 && page <= last);
  const pages = [...new Set(shown)].sort((a, b) => a - b);
  return pages.flatMap((page, i) => (i > 0 && page - pages[i - 1] > 1 ? [null, page] : [page]));
}

interface CardsPagerProps {
  current: number;
  pageSize: number;
  total: number;
  /** A new page, or a new size (the list starts again at its first page). */
  onPage: (page: number, size: number) => void;
  showTotal?: (total: number) => ReactNode;
}

/** The card lists' paging: the total, previous and next, the pages, and the page size. */
export function CardsPager({ current, pageSize, total, onPage, showTotal }: CardsPagerProps) {
  const { t } = useTranslation();
  // off with every antd control while the console is read-only (offline): another page is not on this device
  const { componentDisabled: off } = ConfigProvider.useConfig();
  const last = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className="fikr-pager">
      <style href="fikr-cards-pager" precedence="default">
        {PAGER_CSS}
      </style>
      {showTotal && <span className="fikr-pager-total">{showTotal(total)}</span>}
      <button
        type="button"
        title={t('paging.prev')}
        aria-label={t('paging.prev')}
        disabled={off || current <= 1}
        onClick={() => onPage(current - 1, pageSize)}
      >
        ‹
      </button>
      {pagerItems(current, last).map((page, i) =>
        page === null ? (
          <span key={`gap-${i}`} className="fikr-pager-gap" aria-hidden="true">
            •••
          </span>
        ) : (
          <button
            key={page}
            type="button"
            title={String(page)}
            aria-current={page === current ? 'page' : undefined}
            disabled={off}
            onClick={() => page !== current && onPage(page, pageSize)}
          >
            {page}
          </button>
        ),
      )}
      <button
        type="button"
        title={t('paging.next')}
        aria-label={t('paging.next')}
        disabled={off || current >= last}
        onClick={() => onPage(current + 1, pageSize)}
      >
        ›
      </button>
      <select
        aria-label={t('paging.pageSize')}
        value={pageSize}
        disabled={off}
        onChange={(e) => onPage(1, Number(e.target.value))}
      >
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {t('paging.perPage', { count: size })}
          </option>
        ))}
      </select>
    </div>
  );
}
