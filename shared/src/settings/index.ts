// `@fikr/shared/settings`: how the product's servers read their environment (Node only).
export * from './fields';
export { parseSettings } from './parse';
