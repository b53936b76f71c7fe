import { hasWordLabels, scaleValues } from './scale';

describe('a number question’s scale', () => {
  it('is min..max, 1..5 when the range is missing or broken, at most 21 values', () => {
    expect(scaleValues({ min: 0, max: 10 })).toHaveLength(11);
    expect(scaleValues({})).toEqual([1, 2, 3, 4, 5]);
    expect(scaleValues({ min: 7, max: 2 })).toEqual([1, 2, 3, 4, 5]);
    expect(scaleValues({ min: 1, max: 100 })).toHaveLength(21);
  });

  it('reads in words for 1..5 only', () => {
    expect(hasWordLabels([1, 2, 3, 4, 5])).toBe(true);
    expect(hasWordLabels([0, 1, 2, 3, 4])).toBe(false);
  });
});
