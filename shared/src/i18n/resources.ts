import { uz, type CommonResources } from './locales/uz';

export type { CommonResources };

/** i18next-shaped resources of the shared `common` namespace that are always bundled: Uzbek, the default. */
export const resources = { uz: { common: uz } };
