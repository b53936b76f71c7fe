import { addFeatureResources } from '@fikr/shared';
import { formsResources } from './resources';

export const NS = 'forms';
addFeatureResources(NS, formsResources);
