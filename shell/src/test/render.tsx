import { addFeatureResources } from '@fikr/shared';
import { shellResources } from '../i18n/resources';
import '../landing/register-landing-texts'; // the landing registers its own texts when its chunk loads

addFeatureResources('shell', shellResources);

/** The shared render helper, with the shell's own texts registered. */
export { renderAt } from '@fikr/shared/testing';
