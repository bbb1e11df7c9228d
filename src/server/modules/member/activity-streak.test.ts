import { describe, expect, it } from 'vitest';
import { currentStreak, utcDay } from './activity-streak';

const now = new Date('2026-03-10T00:30:00Z');

describe('currentStreak', () => {
  it('is 0 without activity, or when the last active day is before yesterday', () => {
    expect(currentStreak([], now)).toBe(0);
    expect(currentStreak(['2026-03-08', '2026-03-07'], now)).toBe(0);
  });

  it('counts consecutive days ending today', () => {
    expect(currentStreak(['2026-03-10', '2026-03-09', '2026-03-08', '2026-03-06'], now)).toBe(3);
  });

  it('keeps a streak that ended yesterday, since today is not over', () => {
    expect(currentStreak(['2026-03-09', '2026-03-08'], now)).toBe(2);
  });

  it('reads days in UTC and across month ends', () => {
    expect(currentStreak(['2026-03-01', '2026-02-28', '2026-02-27'], new Date('2026-03-01T23:59:59Z'))).toBe(3);
    expect(utcDay(new Date('2026-03-09T23:59:59-05:00'))).toBe('2026-03-10');
  });
});
