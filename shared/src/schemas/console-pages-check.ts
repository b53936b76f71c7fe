// The shell's check of a manifest entry (`@fikr/shared/console-pages`): the same rules as remoteEntrySchema in
// plain code. zod in the console's first download cost 17 KB gzip (the shared schemas keep all of its core), this
// costs well under one; console-pages.test.ts proves both give the same answers.
import type { ConsolePage, PageText, RemoteEntry } from './console-pages';

export type { ConsolePage, PageText, RemoteEntry };

/**
 * The team's roles (ROLES in team.ts, which the test checks) and the platform's operator: a user whose phone is in
 * OPERATOR_PHONES sees the pages for 'operator' besides those of their role in a business, if they have one.
 */
export const PAGE_ROLES = ['owner', 'manager', 'cashier', 'operator'] as const;
export type PageRole = (typeof PAGE_ROLES)[number];
/** A route pattern under /business: 'vouchers/*', 'forms/:id/responses', 'team/audit'. */
export const PAGE_PATH = /^[a-z0-9][a-z0-9-]*(\/(:?[a-z0-9-]+|\*))*$/;
/** The name of a module the remote exposes ('routes' for './routes'). */
export const MODULE_NAME = /^[a-z0-9][a-z0-9-]*$/;

type Value = Record<string, unknown>;
const isObject = (v: unknown): v is Value => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown, min: number, max: number) => typeof v === 'string' && v.length >= min && v.length <= max;
const optional = (v: unknown, check: (v: unknown) => boolean) => v === undefined || check(v);
const pageText = (v: unknown) => isObject(v) && text(v.uz, 1, 60) && text(v.ru, 1, 60) && text(v.en, 1, 60);
const routePath = (v: unknown) => text(v, 0, 100) && PAGE_PATH.test(v as string);
const moduleName = (v: unknown) => typeof v === 'string' && MODULE_NAME.test(v);
const role = (v: unknown) => PAGE_ROLES.includes(v as PageRole);

function page(v: unknown): boolean {
  return (
    isObject(v) &&
    routePath(v.path) &&
    moduleName(v.module) &&
    optional(v.menu, pageText) &&
    optional(v.icon, (i) => text(i, 0, 40)) &&
    optional(v.order, (o) => typeof o === 'number' && Number.isFinite(o) && o >= 0 && o <= 10_000) &&
    Array.isArray(v.roles) &&
    v.roles.length > 0 &&
    v.roles.every(role) &&
    optional(v.title, pageText) &&
    optional(
      v.titles,
      (ts) => Array.isArray(ts) && ts.every((t) => isObject(t) && routePath(t.path) && pageText(t.title)),
    ) &&
    optional(
      v.slots,
      (s) =>
        isObject(s) &&
        Object.values(s).every((slot) => isObject(slot) && typeof slot.remote === 'string' && moduleName(slot.module)),
    )
  );
}

/** The entry as remoteEntrySchema would accept it, or null. Unknown keys are dropped, as zod drops them. */
export function checkRemoteEntry(value: unknown): RemoteEntry | null {
  if (!isObject(value) || !text(value.entry, 1, 2000)) return null;
  if (!optional(value.pages, (ps) => Array.isArray(ps) && ps.every(page))) return null;
  return value.pages === undefined
    ? { entry: value.entry as string }
    : { entry: value.entry as string, pages: (value.pages as Value[]).map(pick) };
}

const PAGE_KEYS = ['path', 'module', 'menu', 'icon', 'order', 'roles', 'title', 'titles', 'slots'] as const;
const pick = (p: Value) =>
  Object.fromEntries(PAGE_KEYS.filter((k) => p[k] !== undefined).map((k) => [k, p[k]])) as ConsolePage;
