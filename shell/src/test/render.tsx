import { addFeatureResources } from '@fikr/shared';
import { en } from '../locales/en';
import { ru } from '../locales/ru';
import { uz } from '../locales/uz';
import '../landing/register-landing-texts'; // the landing registers its own texts when its chunk loads

addFeatureResources('shell', { uz, ru, en });

/** The shared render helper, with the shell's own texts registered. */
export { renderAt } from '@fikr/shared/testing';
