import { describe, expect, it } from 'vitest';
import { formatDuration, formatTestDate } from './report-format';

describe('formatDuration', () => {
  it('shows minutes and seconds as mm:ss', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(425)).toBe('07:05');
    expect(formatDuration(900)).toBe('15:00');
    expect(formatDuration(59.6)).toBe('01:00');
  });

  it('keeps counting minutes past an hour', () => {
    expect(formatDuration(3725)).toBe('62:05');
  });
});

describe('formatTestDate', () => {
  it('reads the same in every locale', () => {
    expect(formatTestDate('2026-11-22T23:30:00.000Z', 'UTC')).toBe('22 Nov 2026');
  });
});
