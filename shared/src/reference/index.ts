export { REGIONS, REGION_IDS, regionById, type Region } from './regions';
export { DISTRICTS, type District } from './districts';
export { districtsOfRegion, districtById, districtBelongsToRegion } from './lookup';
export { CATEGORIES, CATEGORY_MIN, CATEGORY_MAX, categoryById, type Category } from './categories';
