import { DISTRICTS, type District } from './districts';

export function districtsOfRegion(regionId: number): District[] {
  return DISTRICTS.filter((d) => d.region_id === regionId);
}

export function districtById(id: number): District | undefined {
  return DISTRICTS.find((d) => d.id === id);
}

/** True when `districtId` exists and lies in `regionId`. */
export function districtBelongsToRegion(districtId: number, regionId: number): boolean {
  return districtById(districtId)?.region_id === regionId;
}
