import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
  // A reader east of UTC, where 23:30 UTC is already the next day: the date must still be the UTC one.
  beforeEach(() => vi.stubEnv('TZ', 'Asia/Tokyo'));
  afterEach(() => vi.unstubAllEnvs());

  it('shows the UTC day of a late-evening time, as the certificate, /verify and the PDFs print it', () => {
    expect(new Date('2026-11-22T23:30:00.000Z').getDate()).toBe(23);
    expect(formatTestDate('2026-11-22T23:30:00.000Z')).toBe('22 Nov 2026');
  });
});
