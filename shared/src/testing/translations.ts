import { i18n, setLanguage } from '../i18n/instance';
import { LANGUAGES, type Lang } from '../i18n/lang';

function leafKeys(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [];
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : leafKeys(v, `${prefix}${k}.`),
  );
}

type Gaps = { missing: string[]; extra: string[] };

/**
 * What a package's locales test asks of namespace `ns` as the console's i18next holds it: Russian and English
 * have every Uzbek key and no other, so no reader ever sees a raw key or a stray Uzbek fallback. Plural forms are
 * compared by their base key (Russian has more of them than Uzbek). Load every language of `ns` first.
 */
export function translationGaps(ns: string): Record<Exclude<Lang, 'uz'>, Gaps> {
  const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
  const keysOf = (lang: Lang) => new Set(leafKeys(i18n.getResourceBundle(lang, ns)).map(base));
  const uz = keysOf('uz');
  if (uz.size === 0) throw new Error(`no Uzbek texts in namespace "${ns}": load its i18n module first`);
  const gaps = (lang: Lang): Gaps => {
    const other = keysOf(lang);
    return { missing: [...uz].filter((k) => !other.has(k)).sort(), extra: [...other].filter((k) => !uz.has(k)).sort() };
  };
  return Object.fromEntries(LANGUAGES.filter((l) => l !== 'uz').map((l) => [l, gaps(l)])) as Record<
    Exclude<Lang, 'uz'>,
    Gaps
  >;
}

/**
 * translationGaps of a namespace whose texts come a language at a time (addLazyFeatureResources): every language is
 * read in first through the same loader the pages use, then the reader's language is chosen again.
 */
export async function lazyTranslationGaps(ns: string): Promise<Record<Exclude<Lang, 'uz'>, Gaps>> {
  const reading = i18n.language as Lang;
  for (const lang of LANGUAGES) await setLanguage(lang);
  await setLanguage(LANGUAGES.includes(reading) ? reading : 'uz');
  return translationGaps(ns);
}
