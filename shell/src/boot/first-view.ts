import type { TrendDay } from '@fikr/shared';
import { type EarlyAnswer, FIRST_RESPONSES } from './early-gets';
import { dashboardView, FIRST_VIEW_CSS, type Lang, responsesView } from './first-view-pages';
import { routeRemote } from './preload-route-remote';
import { readerLanguage } from './reader-language';
import { showReadOnlyCover } from './read-only-cover';

/** The `data` of a 200 answer, null for anything else. */
async function dataOf<T>(answer: Promise<EarlyAnswer> | undefined): Promise<T | null> {
  const got = await answer;
  if (got?.status !== 200) return null;
  try {
    return ((JSON.parse(got.body) as { data?: T }).data ?? null) as T | null;
  } catch {
    return null;
  }
}

/**
 * A first visit to the dashboard or the responses list shows the page's data as soon as the entry's early calls
 * have it (seconds before React, antd and the page's code have loaded and started on a slow phone): the figures and
 * the list as plain, read-only markup over the start-up spinner, gone the moment the console itself is up. Only the
 * owner's and manager's pages (the early calls ask for their data only) and only when nothing covers the page
 * already (the page kept from the last visit). Answers whether it showed.
 */
export async function paintFirstView(
  answers: Promise<Partial<Record<string, Promise<EarlyAnswer>>>>,
  manifest: Promise<unknown> | null,
): Promise<boolean> {
  const { pathname, search } = location;
  const url = pathname + search;
  const lang: Lang = readerLanguage();
  const got = await answers;
  if (pathname === '/business/dashboard') {
    // a cashier's early calls have no /stats: no first view
    const trendsPath = Object.keys(got).find((path) => path.startsWith('/stats/trends?'));
    const [business, stats, trends] = await Promise.all([
      dataOf<object>(got['/business']),
      dataOf<object>(got['/stats']),
      // the cards' comparisons: without them the cards say there is not enough to compare, as the live ones do
      dataOf<{ days?: TrendDay[] }>(trendsPath ? got[trendsPath] : undefined),
    ]);
    if (!business || !stats) return false;
    const trend = Array.isArray(trends?.days) ? trends.days : [];
    return showReadOnlyCover(url, FIRST_VIEW_CSS, dashboardView(lang, { business, stats, trend }));
  }
  if (pathname === '/business/responses' && search === '') {
    const [page, pages] = await Promise.all([
      dataOf<{ responses?: unknown }>(got[FIRST_RESPONSES]),
      manifest?.catch(() => null) ?? null,
    ]);
    const list = Array.isArray(page?.responses) ? page.responses : [];
    if (list.length === 0) return false; // the live page says what an empty list means
    const title = routeRemote(pages, pathname)?.title[lang];
    return showReadOnlyCover(url, FIRST_VIEW_CSS, responsesView(typeof title === 'string' ? title : '', list));
  }
  return false;
}
