import { publicResources } from '../i18n/resources';
import type { LightLang } from './types';

type Params = Record<string, string | number>;

function lookup(lang: LightLang, key: string): string | undefined {
  let node: unknown = publicResources[lang];
  for (const part of key.split('.'))
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** The `public` texts without i18next: a key, {{name}} interpolation, Uzbek when a language lacks a key. */
export function translate(lang: LightLang, key: string, params?: Params): string {
  const text = lookup(lang, key) ?? lookup('uz', key) ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params?.[name] ?? ''));
}

export type T = (key: string, params?: Params) => string;
export const textsFor =
  (lang: LightLang): T =>
  (key, params) =>
    translate(lang, key, params);
