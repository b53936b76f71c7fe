import { addFeatureResources } from '@fikr/shared';
import { en } from './locales/en';
import { ru } from './locales/ru';
import { uz } from './locales/uz';

export const NS = 'responses';

addFeatureResources(NS, { uz, ru, en });
