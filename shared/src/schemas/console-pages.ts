// The console's pages as each remote declares them in its entry of the runtime manifest (/mf-remotes.json).
// Written with zod/mini: the shell validates the manifest before its first render, and zod/mini costs the
// console's first load a few KB where the full zod (the `@fikr/shared/schemas` entry) would cost it tens.
import * as z from 'zod/mini';

/** The team's roles (the same list as ROLES in team.ts, kept here so this file imports no full zod). */
export const PAGE_ROLES = ['owner', 'manager', 'cashier'] as const;
export type PageRole = (typeof PAGE_ROLES)[number];

const label = z.string().check(z.minLength(1), z.maxLength(60));
/** A visible text in the console's three languages. */
export const pageTextSchema = z.object({ uz: label, ru: label, en: label });
export type PageText = z.output<typeof pageTextSchema>;

/** A route pattern under /business: 'vouchers/*', 'forms/:id/responses', 'team/audit'. */
const routePath = z.string().check(z.maxLength(100), z.regex(/^[a-z0-9][a-z0-9-]*(\/(:?[a-z0-9-]+|\*))*$/));
/** The name of a module the remote exposes ('routes' for './routes'). */
const moduleName = z.string().check(z.regex(/^[a-z0-9][a-z0-9-]*$/));

export const consolePageSchema = z.object({
  /** Route under /business. */
  path: routePath,
  /** The exposed module rendered there. */
  module: moduleName,
  /** Its menu item; a page without one is reached by links only. */
  menu: z.optional(pageTextSchema),
  /** One of the shell's icon names (unknown names show no icon). */
  icon: z.optional(z.string().check(z.maxLength(40))),
  /** Place in the menu, lowest first. */
  order: z.optional(z.number().check(z.gte(0), z.lte(10_000))),
  /** The roles that see the page (and its menu item). */
  roles: z.array(z.enum(PAGE_ROLES)).check(z.minLength(1)),
  /** The top bar's title; the menu label when absent. */
  title: z.optional(pageTextSchema),
  /** Titles of the page's own sub-pages by route ('forms/new'); the most specific match wins. */
  titles: z.optional(z.array(z.object({ path: routePath, title: pageTextSchema }))),
  /** Props that are modules of other remotes, each rendered by the shell (settings' payments tab). */
  slots: z.optional(z.record(z.string(), z.object({ remote: z.string(), module: moduleName }))),
});
export type ConsolePage = z.output<typeof consolePageSchema>;

/** One remote in /mf-remotes.json: the URL of its mf-manifest.json and the pages it declares. */
export const remoteEntrySchema = z.object({
  entry: z.string().check(z.minLength(1), z.maxLength(2000)),
  pages: z.optional(z.array(consolePageSchema)),
});
export type RemoteEntry = z.output<typeof remoteEntrySchema>;

/**
 * A value of an override (MF_REMOTES, MF_REMOTES_FILE) or of the served manifest: a URL alone moves the remote and
 * keeps its declared pages; an object gives both; null withdraws the remote.
 */
export const remoteOverrideSchema = z.union([z.string().check(z.minLength(1)), remoteEntrySchema, z.null()]);
export type RemoteOverride = z.output<typeof remoteOverrideSchema>;
