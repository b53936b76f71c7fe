import type { TrendDay } from '@fikr/shared';
import { csat, tashkentDay } from './insight-figures';
import { averageRating, ratingChange, signed } from './rating-figures';

const day = (ratingAvg: number | null, ratingCount: number): TrendDay => ({
  date: '2026-01-01',
  requests: 0,
  completed: 0,
  ratingAvg,
  ratingCount,
});

describe('dashboard insight figures', () => {
  it('counts days on the Tashkent calendar (UTC+5)', () => {
    const lateUtc = Date.parse('2026-03-01T20:30:00Z'); // 01:30 on 2 March in Tashkent
    expect(tashkentDay(0, lateUtc)).toBe('2026-03-02');
    expect(tashkentDay(-1, lateUtc)).toBe('2026-03-01');
    expect(tashkentDay(-59, lateUtc)).toBe('2026-01-02');
  });

  it('weights daily averages by their rating counts and skips days without ratings', () => {
    expect(averageRating([day(5, 1), day(2, 3), day(null, 0)])).toBeCloseTo(2.75);
    expect(averageRating([day(null, 0)])).toBeNull();
  });

  it('compares the last 30 days with the 30 before, or says nothing', () => {
    const before = Array.from({ length: 30 }, () => day(3, 2));
    const recent = Array.from({ length: 30 }, (_, i) => (i === 0 ? day(4, 4) : day(null, 0)));
    expect(ratingChange([...before, ...recent])).toBe(1);
    expect(ratingChange([...recent, ...recent])).toBe(0);
    expect(ratingChange([...Array.from({ length: 30 }, () => day(null, 0)), ...recent])).toBeNull();
    expect(ratingChange(recent)).toBeNull();
    expect(signed(1)).toBe('+1.0');
    expect(signed(-0.25)).toBe('−0.3');
    expect(signed(0)).toBe('0.0');
  });

  it('CSAT is the share of answers in the two highest values of the scale', () => {
    expect(csat({ '1': 1, '2': 1, '3': 0, '4': 1, '5': 1 })).toBe(50);
    expect(csat({ '0': 2, '1': 0, '10': 3, '9': 1 })).toBe(67);
    expect(csat({ '1': 0, '2': 0 })).toBeNull();
  });
});
