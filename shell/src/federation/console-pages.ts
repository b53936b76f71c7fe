import { useSyncExternalStore } from 'react';
import { matchRoutes } from 'react-router-dom';
import type { ConsolePage, PageRole, PageText } from '@fikr/shared/console-pages';

/** A page a remote declares in the runtime manifest, with the remote's container name. */
export interface RemotePage extends ConsolePage {
  remote: string;
}

/** The shell's own page: the dashboard, first in the menu, for those who run the business. */
export const DASHBOARD = { path: 'dashboard', order: 10, roles: ['owner', 'manager'] as PageRole[] };

let pages: readonly RemotePage[] = [];
const listeners = new Set<() => void>();

/** Called with what the manifest lists (and by tests). */
export function setConsolePages(next: readonly RemotePage[]): void {
  pages = next;
  listeners.forEach((listener) => listener());
}

/** Every page the manifest declares, for any role, outside React. */
export function consolePages(): readonly RemotePage[] {
  return pages;
}

/** Every page the manifest declares, for any role. */
export function useConsolePages(): readonly RemotePage[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pages,
  );
}

/** The pages any of the user's roles sees (their role in the business, and 'operator' for an operator). */
export function visiblePages(all: readonly RemotePage[], roles: readonly PageRole[]): RemotePage[] {
  return all.filter((page) => page.roles.some((role) => roles.includes(role)));
}

/** The user runs a business (owner or manager): the shell's dashboard is theirs. */
export function seesDashboard(roles: readonly PageRole[]): boolean {
  return roles.some((role) => DASHBOARD.roles.includes(role));
}

/** '/business/vouchers' for 'vouchers/*'. */
export function pageUrl(path: string): string {
  return `/business/${path.replace(/\/\*$/, '')}`;
}

export interface MenuEntry {
  key: string;
  /** A declared label, or null for the shell's own dashboard (its label is the shell's text). */
  label: PageText | null;
  icon?: string;
  order: number;
}

/** The menu for the roles: the dashboard when they see it, then every visible page with a menu label, by order. */
export function menuEntries(all: readonly RemotePage[], roles: readonly PageRole[]): MenuEntry[] {
  const entries: MenuEntry[] = visiblePages(all, roles)
    .filter((page) => page.menu)
    .map((page) => ({ key: pageUrl(page.path), label: page.menu!, icon: page.icon, order: page.order ?? 1000 }));
  if (seesDashboard(roles))
    entries.push({ key: pageUrl(DASHBOARD.path), label: null, icon: 'dashboard', order: DASHBOARD.order });
  return entries.sort((a, b) => a.order - b.order);
}

/** The section of the menu a path belongs to. */
export function activeMenuKey(entries: readonly MenuEntry[], pathname: string): string | undefined {
  return entries.find((item) => pathname === item.key || pathname.startsWith(`${item.key}/`))?.key;
}

/**
 * The top bar's title of a path: 'dashboard' for the shell's page, a declared text for a remote's page or one of
 * its sub-pages (the most specific route wins, as the router ranks them), null when no visible page matches.
 */
export function pageTitle(visible: readonly RemotePage[], pathname: string): PageText | 'dashboard' | null {
  const routes: { path: string; title?: PageText }[] = [{ path: '/business/dashboard/*' }];
  for (const page of visible) {
    routes.push({ path: `/business/${page.path}`, title: page.title ?? page.menu });
    for (const sub of page.titles ?? []) routes.push({ path: `/business/${sub.path}`, title: sub.title });
  }
  const match = matchRoutes(routes, pathname)?.[0]?.route;
  if (!match) return null;
  return match.path === '/business/dashboard/*' ? 'dashboard' : (match.title ?? null);
}

/** A declared text in the console's language (Uzbek when the language is none of the three). */
export function inLanguage(text: PageText, language: string): string {
  return (text as Record<string, string>)[language] ?? text.uz;
}
