import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANG, LANGUAGES, type Lang } from './lang';
import { loadCommonTexts } from './common-texts';
import { engine, startEngine } from './engine';

import { rememberLanguage, storedLanguage } from './stored-lang';

/**
 * The one i18next instance of the app, the engine that the node-safe texts (zod messages, dates) read too; the
 * shell and every remote share it through `@fikr/shared`.
 */
export const i18n = engine;

function markDocumentLang(lang: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

let ready: Promise<void> = Promise.resolve();

/** Namespaces whose texts are fetched a language at a time (addLazyFeatureResources), by namespace. */
const lazyFeatures = new Map<string, { load: FeatureLoader; loading: Partial<Record<Lang, Promise<void>>> }>();

/** The texts of `ns` in `lang` into the instance, once; a failed fetch is tried again next time. */
export function loadFeature(ns: string, lang: Lang): Promise<void> {
  const feature = lazyFeatures.get(ns);
  if (!feature) return Promise.resolve();
  const pending = (feature.loading[lang] ??= feature.load(lang).then((texts) => {
    i18n.addResourceBundle(lang, ns, texts, true, true);
  }));
  pending.catch(() => delete feature.loading[lang]);
  return pending;
}

/** Fetches the texts of `lang` (common ones: Russian and English are chunks of their own; lazy namespaces). */
async function loadLanguage(lang: Lang): Promise<void> {
  await Promise.all([loadCommonTexts(lang), ...[...lazyFeatures.keys()].map((ns) => loadFeature(ns, lang))]);
}

let bound = false;

/**
 * Idempotent and synchronous: with the Uzbek texts bundled and initAsync false, t() works on the first render.
 * The stored language's texts may still be on their way: render after i18nReady() to show them at once.
 */
export function initI18n(): typeof i18n {
  if (bound) return i18n;
  bound = true;
  const lng = storedLanguage() ?? DEFAULT_LANG;
  if (i18n.isInitialized) {
    // a node-safe text (a date, a zod message) started the engine first: bind React and the stored language now
    initReactI18next.init(i18n);
    void i18n.changeLanguage(lng);
  } else {
    startEngine(lng, [initReactI18next]);
  }
  markDocumentLang(i18n.language);
  ready = loadLanguage(lng).catch(() => {
    // a failed chunk leaves the Uzbek fallback; switching the language again retries
  });
  return i18n;
}

/** Resolves once the texts of the starting language are in (at once for Uzbek). */
export function i18nReady(): Promise<void> {
  initI18n();
  return ready;
}

export type FeatureResources = Record<Lang, object>;

/** A remote registers its own namespace (e.g. 'forms') with texts in every language. */
export function addFeatureResources(ns: string, res: FeatureResources): void {
  initI18n();
  for (const lang of LANGUAGES) i18n.addResourceBundle(lang, ns, res[lang], true, true);
}

/** Fetches a namespace's texts in one language: `import()` of that language's module, say. */
export type FeatureLoader = (lang: Lang) => Promise<object>;

/**
 * A namespace whose texts are fetched a language at a time: the reader's now (the promise resolves once they are
 * in), another when the reader switches to it (setLanguage waits for them). Each language's texts must be whole:
 * the Uzbek fallback of a missing text is there only for someone who has loaded Uzbek.
 */
export function addLazyFeatureResources(ns: string, load: FeatureLoader): Promise<void> {
  initI18n();
  if (!lazyFeatures.has(ns)) lazyFeatures.set(ns, { load, loading: {} });
  const lang = LANGUAGES.find((l) => l === i18n.language) ?? DEFAULT_LANG;
  return loadFeature(ns, lang);
}

/** `ns` is fetched a language at a time (addLazyFeatureResources). */
export const isLazyFeature = (ns: string): boolean => lazyFeatures.has(ns);

/** Switches the language and remembers it (localStorage, the `lang` cookie, <html lang>). */
export async function setLanguage(lang: Lang): Promise<void> {
  initI18n();
  await loadLanguage(lang);
  await i18n.changeLanguage(lang);
  rememberLanguage(lang);
}
