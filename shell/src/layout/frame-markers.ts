// Classes the start-up code reads from the page (the kept snapshot, the first view), in a module of their own so
// that reading them loads no component.

/** The console's frame: the live console is on screen. */
export const CONSOLE_FRAME = 'fikr-console';

/** The spinner of a page whose code is still loading: not a page to keep as the next start's snapshot. */
export const PAGE_LOADING = 'fikr-page-loading';
