// Browser i18n: the i18next instance plus everything node-safe.
export * from './core';
export {
  i18n,
  initI18n,
  i18nReady,
  addFeatureResources,
  setLanguage,
  LANG_STORAGE_KEY,
  type FeatureResources,
} from './instance';
