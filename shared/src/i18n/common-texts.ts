import type { Lang } from './lang';
import { uz, type CommonResources } from './locales/uz';

// Uzbek is the default and the fallback, so it is always here; Russian and English are chunks of their own in
// the browser, fetched only by someone who reads them (the console's first load carries one language, not three).
const loaded: Partial<Record<Lang, CommonResources>> = { uz };

/** The common texts of `lang` once they are loaded (Uzbek always is). */
export function commonTexts(lang: Lang): CommonResources | undefined {
  return loaded[lang];
}

/** Loads the common texts of `lang` and keeps them, so translate() and the i18next instance can read them. */
export async function loadCommonTexts(lang: Lang): Promise<CommonResources> {
  const have = loaded[lang];
  if (have) return have;
  // A template path: webpack makes one chunk per file it includes. In Node (the API) only Uzbek is ever read.
  const mod = (await import(/* webpackInclude: /(ru|en)\.ts$/ */ `./locales/${lang}`)) as Record<Lang, CommonResources>;
  const texts = mod[lang];
  loaded[lang] = texts;
  return texts;
}
