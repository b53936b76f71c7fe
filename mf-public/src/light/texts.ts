import { translator, type T } from '@fikr/shared/customer-form';
import { publicResources } from '../i18n/resources';
import type { LightLang } from './types';

export type { T };

/** The `public` texts without i18next: a key, {{name}} interpolation, Uzbek when a language lacks a key. */
export const textsFor = (lang: LightLang): T => translator(publicResources, lang);

export function translate(lang: LightLang, key: string, params?: Record<string, string | number>): string {
  return textsFor(lang)(key, params);
}
