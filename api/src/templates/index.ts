import { beauty } from './beauty';
import { cafe } from './cafe';
import type { TemplateDef } from './define';
import { education } from './education';
import { health } from './health';
import { hotel } from './hotel';
import { other } from './other';
import { restaurant } from './restaurant';
import { services } from './services';
import { shop } from './shop';

export type { TemplateDef } from './define';

/** Every form template, in the spec's order of categories (Boshqa last). */
export const TEMPLATES: readonly TemplateDef[] = [
  ...restaurant,
  ...cafe,
  ...hotel,
  ...beauty,
  ...shop,
  ...education,
  ...health,
  ...services,
  ...other,
];
