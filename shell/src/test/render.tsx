import { addFeatureResources } from '@fikr/shared';
import { texts as en } from '../i18n/shell-texts/en';
import { texts as ru } from '../i18n/shell-texts/ru';
import { texts as uz } from '../i18n/shell-texts/uz';
import '../landing/register-landing-texts'; // the landing registers its own texts when its chunk loads

addFeatureResources('shell', { uz, ru, en });

/** The shared render helper, with the shell's own texts registered. */
export { renderAt } from '@fikr/shared/testing';
