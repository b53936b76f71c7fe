export interface Category {
  id: number;
  name: string;
}

/** Business categories; 0 "Boshqa" (other) is listed last as in the spec. i18n key: `category.{id}`. */
export const CATEGORIES: readonly Category[] = [
  { id: 1, name: 'Restoran' },
  { id: 2, name: 'Kafe' },
  { id: 3, name: 'Mehmonxona' },
  { id: 4, name: "Go'zallik saloni" },
  { id: 5, name: 'Savdo' },
  { id: 6, name: "Ta'lim" },
  { id: 7, name: "Sog'liqni saqlash" },
  { id: 8, name: "Xizmat ko'rsatish" },
  { id: 0, name: 'Boshqa' },
];

export const CATEGORY_MIN = 0;
export const CATEGORY_MAX = 8;

export function categoryById(id: number): Category | undefined {
  return CATEGORIES.find((c) => c.id === id);
}
