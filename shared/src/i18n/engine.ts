import i18next, { type i18n as I18n, type InitOptions, type Module } from 'i18next';
import { DEFAULT_LANG, LANGUAGES, type Lang } from './lang';
import { resources } from './resources';

/**
 * The one i18next engine of a page or a process: i18next's own instance. Module federation shares the i18next
 * package as a singleton, so the console and every remote hold this same instance (`i18n` of `@fikr/shared`);
 * in Node the API's catalogue (`@fikr/shared/catalogue`) adds Russian and English to it. Node-safe: no react.
 */
export const engine: I18n = i18next;

const OPTIONS: InitOptions = {
  resources,
  // Russian and English arrive later: the browser fetches them on demand, the API's catalogue adds them
  partialBundledLanguages: true,
  fallbackLng: DEFAULT_LANG,
  supportedLngs: [...LANGUAGES],
  ns: ['common'],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
};

/** Starts the engine once (synchronously, Uzbek bundled), in `lng` with `plugins`; later calls return it as it is. */
export function startEngine(lng: Lang = DEFAULT_LANG, plugins: Module[] = []): I18n {
  if (engine.isInitialized) return engine;
  for (const plugin of plugins) engine.use(plugin);
  void engine.init({ ...OPTIONS, lng });
  return engine;
}

export type TextParams = Record<string, string | number>;

/**
 * The text of `key` of the shared `common` namespace in `lang` (Uzbek when that language lacks it or is not
 * loaded yet), through i18next: {{params}} interpolated, plural forms by `count`. Anything that is not a text's
 * key (a zod message in words, a branch of the tree) comes back as given.
 */
export function commonText(key: string, lang: Lang = DEFAULT_LANG, params?: TextParams): string {
  const text: unknown = startEngine().t(key, {
    ...params,
    lng: lang,
    ns: 'common',
    nsSeparator: false,
    returnObjects: true,
  });
  return typeof text === 'string' ? text : key;
}

/** True when `key` names a text of the `common` namespace. */
export function hasCommonText(key: string): boolean {
  return (
    startEngine().exists(key, { lng: DEFAULT_LANG, ns: 'common', nsSeparator: false }) &&
    typeof engine.getResource(DEFAULT_LANG, 'common', key) === 'string'
  );
}
