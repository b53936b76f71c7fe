import { en } from './locales/en';
import { ru } from './locales/ru';
import { uz, type CommonResources } from './locales/uz';
import type { Lang } from './lang';

export type { CommonResources };

/** i18next-shaped resources of the shared `common` namespace. */
export const resources: Record<Lang, { common: CommonResources }> = {
  uz: { common: uz },
  ru: { common: ru },
  en: { common: en },
};
