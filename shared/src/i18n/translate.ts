import { DEFAULT_LANG, type Lang } from './lang';
import { commonTexts } from './common-texts';
import { uz } from './locales/uz';

export type TranslateParams = Record<string, string | number>;

function lookup(tree: unknown, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object' || !(part in node)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export function interpolate(template: string, params?: TranslateParams): string {
  if (!params) return template;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/**
 * Node-safe lookup in the `common` namespace (no i18next instance needed):
 * the API turns zod message keys into text with it. Falls back to Uzbek, then to the key itself. Russian and
 * English are read once loadCommonTexts(lang) has loaded them (the i18next instance does that on switching).
 */
export function translate(key: string, lang: Lang = DEFAULT_LANG, params?: TranslateParams): string {
  const text = lookup(commonTexts(lang), key) ?? lookup(uz, key) ?? key;
  return interpolate(text, params);
}

/** True when `key` names a text of the `common` namespace. */
export function hasTranslation(key: string): boolean {
  return lookup(uz, key) !== undefined;
}
