import { commonText, engine, hasCommonText, startEngine } from './engine';
import { DEFAULT_LANG, isLang, type Lang } from './lang';
import { en } from './locales/en';
import { ru } from './locales/ru';
import { enServer } from './server-texts/en';
import { ruServer } from './server-texts/ru';
import { uzServer } from './server-texts/uz';

/**
 * The shared catalogue in all three languages at once, for the server (`@fikr/shared/catalogue`): the API answers
 * every error in the reader's language with the one i18next engine, plurals included, that the console uses and
 * that the node-safe texts (zod messages, dates) read. Browsers never load this entry (the console fetches
 * Russian and English only for readers of them).
 */
startEngine();
engine.addResourceBundle('ru', 'common', ru, true, true);
engine.addResourceBundle('en', 'common', en, true, true);
// what only the server says (new SMS templates, the bot's buttons): the console's bundles never carry it
engine.addResourceBundle('uz', 'common', uzServer, true, true);
engine.addResourceBundle('ru', 'common', ruServer, true, true);
engine.addResourceBundle('en', 'common', enServer, true, true);

export type MessageParams = Record<string, string | number>;

/** The text of `key` in `lang` (Uzbek when that language lacks it); the key itself when nobody has it. */
export function message(key: string, lang: Lang = DEFAULT_LANG, params?: MessageParams): string {
  return commonText(key, lang, params);
}

/** True when the catalogue has a text for `key`. */
export function hasMessage(key: string): boolean {
  return hasCommonText(key);
}

/** The reader's language from an Accept-Language header (q-values honoured, 'ru-RU' counts as 'ru'); Uzbek by default. */
export function languageOf(acceptLanguage: string | string[] | undefined): Lang {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : (acceptLanguage ?? '');
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { lang: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.lang).find(isLang) ?? DEFAULT_LANG;
}
