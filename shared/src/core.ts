// Node-safe entry (`@fikr/shared/core`, used by the API): the contracts plus the zod schemas. Nothing reachable
// from here may touch axios, jotai, react or window (i18next, node-safe, is the text engine).
export * from './contracts';
export * from './schemas';
export { PALETTE } from './ui/palette';
