import { en } from './en';
import { ru } from './ru';
import { uz } from './uz';

export const PUBLIC_NS = 'public';

/** The `public` namespace in every language; ru and en are real translations. */
export const publicResources = { uz, ru, en };
