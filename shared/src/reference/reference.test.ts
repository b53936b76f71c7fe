import { CATEGORIES, categoryById } from './categories';
import { DISTRICTS } from './districts';
import { districtBelongsToRegion, districtById, districtsOfRegion } from './lookup';
import { REGIONS, regionById } from './regions';
import { message } from '../i18n/catalogue';

describe('regions', () => {
  it('lists the 14 regions of the spec in order', () => {
    expect(REGIONS.map((r) => [r.id, r.name])).toEqual([
      [1, 'Toshkent shahri'],
      [2, 'Toshkent viloyati'],
      [3, 'Andijon'],
      [4, 'Buxoro'],
      [5, "Farg'ona"],
      [6, 'Jizzax'],
      [7, 'Xorazm'],
      [8, 'Namangan'],
      [9, 'Navoiy'],
      [10, 'Qashqadaryo'],
      [11, "Qoraqalpog'iston Respublikasi"],
      [12, 'Samarqand'],
      [13, 'Sirdaryo'],
      [14, 'Surxondaryo'],
    ]);
    expect(regionById(12)?.name).toBe('Samarqand');
    expect(regionById(15)).toBeUndefined();
  });
});

describe('districts', () => {
  it('has 157 districts with unique ids 1..157', () => {
    expect(DISTRICTS).toHaveLength(157);
    expect(DISTRICTS.map((d) => d.id)).toEqual(Array.from({ length: 157 }, (_, i) => i + 1));
  });
  it('points every district at a real region and gives every region districts', () => {
    const regionIds = new Set(REGIONS.map((r) => r.id));
    expect(DISTRICTS.filter((d) => !regionIds.has(d.region_id))).toEqual([]);
    for (const region of REGIONS) expect(districtsOfRegion(region.id).length).toBeGreaterThan(0);
  });
  it('has unique, non-empty names inside each region', () => {
    for (const region of REGIONS) {
      const names = districtsOfRegion(region.id).map((d) => d.name);
      expect(names.every((n) => n.trim().length > 1)).toBe(true);
      expect(new Set(names).size).toBe(names.length);
    }
  });
  it('gives Toshkent shahri its 12 city districts', () => {
    expect(districtsOfRegion(1).map((d) => d.name)).toEqual([
      'Bektemir',
      'Chilonzor',
      'Mirobod',
      "Mirzo Ulug'bek",
      'Olmazor',
      'Sergeli',
      'Shayxontohur',
      'Uchtepa',
      'Yakkasaroy',
      'Yangihayot',
      'Yashnobod',
      'Yunusobod',
    ]);
  });
  it('answers lookups', () => {
    expect(districtById(157)?.region_id).toBe(14);
    expect(districtBelongsToRegion(2, 1)).toBe(true);
    expect(districtBelongsToRegion(2, 2)).toBe(false);
    expect(districtBelongsToRegion(999, 1)).toBe(false);
    expect(districtsOfRegion(99)).toEqual([]);
  });
});

describe('categories', () => {
  it('has the 9 spec categories, 0 Boshqa last', () => {
    expect(CATEGORIES.map((c) => [c.id, c.name])).toEqual([
      [1, 'Restoran'],
      [2, 'Kafe'],
      [3, 'Mehmonxona'],
      [4, "Go'zallik saloni"],
      [5, 'Savdo'],
      [6, "Ta'lim"],
      [7, "Sog'liqni saqlash"],
      [8, "Xizmat ko'rsatish"],
      [0, 'Boshqa'],
    ]);
    expect(categoryById(0)?.name).toBe('Boshqa');
  });
});

describe('i18n names', () => {
  it('region.{id} and category.{id} give the Uzbek data names and real ru/en names', () => {
    for (const r of REGIONS) {
      expect(message(`region.${r.id}`, 'uz')).toBe(r.name);
      expect(message(`region.${r.id}`, 'ru')).not.toBe(r.name);
    }
    for (const c of CATEGORIES) {
      expect(message(`category.${c.id}`, 'uz')).toBe(c.name);
      expect(message(`category.${c.id}`, 'en')).not.toBe(c.name);
    }
  });
});
