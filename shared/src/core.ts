// Node-safe entry (`@fikr/shared/core`, used by the API): the contracts plus the zod schemas. Nothing reachable
// from here may touch axios, jotai, react, i18next or window.
export * from './contracts';
export * from './schemas';
