export interface Region {
  id: number;
  name: string;
}

/** The 14 regions in the spec's order; ids 1..14. i18n key: `region.{id}`. */
export const REGIONS: readonly Region[] = [
  { id: 1, name: 'Toshkent shahri' },
  { id: 2, name: 'Toshkent viloyati' },
  { id: 3, name: 'Andijon' },
  { id: 4, name: 'Buxoro' },
  { id: 5, name: "Farg'ona" },
  { id: 6, name: 'Jizzax' },
  { id: 7, name: 'Xorazm' },
  { id: 8, name: 'Namangan' },
  { id: 9, name: 'Navoiy' },
  { id: 10, name: 'Qashqadaryo' },
  { id: 11, name: "Qoraqalpog'iston Respublikasi" },
  { id: 12, name: 'Samarqand' },
  { id: 13, name: 'Sirdaryo' },
  { id: 14, name: 'Surxondaryo' },
];

export const REGION_IDS = REGIONS.map((r) => r.id);

export function regionById(id: number): Region | undefined {
  return REGIONS.find((r) => r.id === id);
}
