import { describe, expect, it } from 'vitest';
import { averageIqLabel } from './average-iq-label';

describe('averageIqLabel', () => {
  it("calls only the last 24 hours' mean today's", () => {
    expect(averageIqLabel('last_24_hours')).toBe("today's average IQ score");
    expect(averageIqLabel('all_time')).toBe('average IQ score of all test takers');
    expect(averageIqLabel(null)).toBe('average IQ score of all test takers');
  });

  it('begins with a capital when asked', () => {
    expect(averageIqLabel('last_24_hours', { capitalized: true })).toBe("Today's average IQ score");
    expect(averageIqLabel('all_time', { capitalized: true })).toBe('Average IQ score of all test takers');
  });
});
