import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDay } from './format-day';

describe('formatDay', () => {
  // A reader east of UTC, where 23:30 UTC is already the next day: the date must still be the UTC one.
  beforeEach(() => vi.stubEnv('TZ', 'Asia/Tokyo'));
  afterEach(() => vi.unstubAllEnvs());

  it('shows the UTC day of a late-evening time, as the certificate and the PDFs print it', () => {
    expect(new Date('2026-11-22T23:30:00.000Z').getDate()).toBe(23);
    expect(formatDay('2026-11-22T23:30:00.000Z')).toBe('22 Nov 2026');
    expect(formatDay('2026-11-29T00:10:00.000Z')).toBe('29 Nov 2026');
  });
});
