// Browser i18n: the i18next instance plus everything node-safe.
export * from './core';
export {
  i18n,
  initI18n,
  i18nReady,
  addFeatureResources,
  addLazyFeatureResources,
  setLanguage,
  type FeatureLoader,
  type FeatureResources,
} from './instance';
export { LANG_STORAGE_KEY, rememberLanguage, storedLanguage } from './stored-lang';
export { useFeatureTexts } from './use-feature-texts';
