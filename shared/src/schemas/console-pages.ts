// The console's pages as each remote declares them in its entry of the runtime manifest (/mf-remotes.json).
// The contract: the API checks the pages it serves with these schemas. The shell checks the manifest with
// checkRemoteEntry (console-pages-check.ts), which accepts exactly what these accept without loading zod in the
// console's first download; console-pages.test.ts holds the two to the same answers.
import { z } from './zod';
import { MODULE_NAME, PAGE_PATH, PAGE_ROLES } from './console-pages-check';

export { PAGE_ROLES, checkRemoteEntry, type PageRole } from './console-pages-check';

const label = z.string().min(1).max(60);
/** A visible text in the console's three languages. */
export const pageTextSchema = z.object({ uz: label, ru: label, en: label });
export type PageText = z.output<typeof pageTextSchema>;

const routePath = z.string().max(100).regex(PAGE_PATH);
const moduleName = z.string().regex(MODULE_NAME);

export const consolePageSchema = z.object({
  /** Route under /business. */
  path: routePath,
  /** The exposed module rendered there. */
  module: moduleName,
  /** Its menu item; a page without one is reached by links only. */
  menu: pageTextSchema.optional(),
  /** One of the shell's icon names (unknown names show no icon). */
  icon: z.string().max(40).optional(),
  /** Place in the menu, lowest first. */
  order: z.number().min(0).max(10_000).optional(),
  /** The roles that see the page (and its menu item). */
  roles: z.array(z.enum(PAGE_ROLES)).min(1),
  /** The top bar's title; the menu label when absent. */
  title: pageTextSchema.optional(),
  /** Titles of the page's own sub-pages by route ('forms/new'); the most specific match wins. */
  titles: z.array(z.object({ path: routePath, title: pageTextSchema })).optional(),
  /** Props that are modules of other remotes, each rendered by the shell (settings' payments tab). */
  slots: z.record(z.string(), z.object({ remote: z.string(), module: moduleName })).optional(),
});
export type ConsolePage = z.output<typeof consolePageSchema>;

/** One remote in /mf-remotes.json: the URL of its mf-manifest.json and the pages it declares. */
export const remoteEntrySchema = z.object({
  entry: z.string().min(1).max(2000),
  pages: z.array(consolePageSchema).optional(),
});
export type RemoteEntry = z.output<typeof remoteEntrySchema>;

/**
 * A value of an override (MF_REMOTES, MF_REMOTES_FILE): a URL alone moves the remote and keeps its declared
 * pages; an object gives both; null withdraws the remote.
 */
export const remoteOverrideSchema = z.union([z.string().min(1), remoteEntrySchema, z.null()]);
export type RemoteOverride = z.output<typeof remoteOverrideSchema>;
