// Browser entry (`@fikr/shared`): everything from core plus the api client, session atoms, the i18next instance and UI providers.
export * from './core';
export { i18n, initI18n, addFeatureResources, setLanguage, LANG_STORAGE_KEY, type FeatureResources } from './i18n/instance';
export * from './api';
export * from './session';
export * from './ui';
