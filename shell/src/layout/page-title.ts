/** Title key of the top bar for a console path (spec route table). */
export function pageTitleKey(pathname: string): string {
  if (pathname.startsWith('/business/dashboard')) return 'titles.dashboard';
  if (pathname === '/business/forms/new') return 'titles.newForm';
  if (/^\/business\/forms\/[^/]+\/responses/.test(pathname)) return 'titles.responses';
  if (/^\/business\/forms\/[^/]+(\/edit)?$/.test(pathname)) return 'titles.editForm';
  if (pathname.startsWith('/business/forms')) return 'titles.forms';
  if (pathname.startsWith('/business/responses')) return 'titles.responses';
  if (pathname.startsWith('/business/vouchers')) return 'titles.vouchers';
  if (pathname.startsWith('/business/settings')) return 'titles.settings';
  return 'titles.notFound';
}
