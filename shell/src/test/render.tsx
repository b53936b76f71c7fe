import { addFeatureResources } from '@fikr/shared';
import { shellResources } from '../i18n/resources';

addFeatureResources('shell', shellResources);

/** The shared render helper, with the shell's own texts registered. */
export { renderAt } from '@fikr/shared/testing';
