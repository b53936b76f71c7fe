// Node-safe entry (`@fikr/shared/core`): nothing reachable from here may touch axios, jotai, react, i18next or window.
export type * from './types';
export * from './i18n/core';
export * from './schemas';
export * from './reference';
export * from './commission';
export * from './format';
