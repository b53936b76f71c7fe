import { uz, type CommonResources } from './locales/uz';
import { startEngine } from './engine';
import type { Lang } from './lang';

// Uzbek is the default and the fallback, so it is always in the engine; Russian and English are chunks of their
// own in the browser, fetched only by someone who reads them (the console's first load carries one language).
const loading: Partial<Record<Lang, Promise<CommonResources>>> = { uz: Promise.resolve(uz) };

async function fetchTexts(lang: Lang): Promise<CommonResources> {
  // A template path: webpack makes one chunk per file it includes. In Node the API's catalogue has them all.
  const mod = (await import(/* webpackInclude: /(ru|en)\.ts$/ */ `./locales/${lang}`)) as Record<Lang, CommonResources>;
  return mod[lang];
}

/** Loads the common texts of `lang` into the i18next engine (once); every text of that language reads them. */
export function loadCommonTexts(lang: Lang): Promise<CommonResources> {
  loading[lang] ??= fetchTexts(lang).then((texts) => {
    const engine = startEngine();
    if (!engine.hasResourceBundle(lang, 'common')) engine.addResourceBundle(lang, 'common', texts, true, true);
    return texts;
  });
  const pending = loading[lang];
  // a failed chunk is asked for again next time
  pending.catch(() => delete loading[lang]);
  return pending;
}
