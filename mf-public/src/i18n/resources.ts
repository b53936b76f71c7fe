import { en } from '../locales/en';
import { ru } from '../locales/ru';
import { uz } from '../locales/uz';

export const PUBLIC_NS = 'public';

/** The `public` namespace in every language; ru and en are real translations. */
export const publicResources = { uz, ru, en };
