// Browser entry (`@fikr/shared`): the contracts plus the api client, session atoms, the i18next instance and UI
// providers. The zod schemas are a separate entry, `@fikr/shared/schemas`, loaded only by pages that validate.
export * from './contracts';
export * from './i18n';
export * from './api';
export * from './session';
export * from './ui';
export * from './queries';
