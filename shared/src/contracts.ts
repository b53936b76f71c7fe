// What both entries share and nothing else: no zod (the console's first paint must not wait for it), no
// axios, jotai, react, i18next or window. `@fikr/shared/schemas` holds the zod schemas.
export type * from './types';
export * from './i18n/core';
export * from './reference';
export * from './commission';
export * from './format';
