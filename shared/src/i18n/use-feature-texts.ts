import { useTranslation } from 'react-i18next';
import { DEFAULT_LANG, LANGUAGES } from './lang';
import { isLazyFeature, loadFeature } from './instance';

/** A namespace's fetch that failed, kept for the render after it: that render throws it to the error boundary. */
const failures = new Map<string, unknown>();

/**
 * For a page whose texts come a language at a time (addLazyFeatureResources): suspends it until its namespace is
 * in for the reader's language, so it never draws keys in place of words; the nearest Suspense shows its fallback
 * meanwhile. A failed fetch (offline) goes to the error boundary, whose Retry renders the page again and so asks
 * again. A language chosen later is fetched before i18next switches to it (setLanguage), so this waits only once.
 */
export function useFeatureTexts(ns: string): void {
  const { i18n } = useTranslation();
  const lang = LANGUAGES.find((l) => l === i18n.language) ?? DEFAULT_LANG;
  if (!isLazyFeature(ns) || i18n.hasResourceBundle(lang, ns)) return;
  const key = `${ns}:${lang}`;
  if (failures.has(key)) {
    const failure = failures.get(key);
    failures.delete(key);
    throw failure;
  }
  throw loadFeature(ns, lang).catch((error: unknown) => {
    failures.set(key, error);
  });
}
