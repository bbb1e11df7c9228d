import { describe, expect, it } from 'vitest';
import { paymentStatusLabel } from './payment-status';

describe('payment status display (spec §4)', () => {
  it.each([
    ['completed', 'Paid'],
    ['pending', 'Pending'],
    ['failed', 'Failed'],
    ['refunded', 'Unknown'],
    ['', 'Unknown'],
    [null, 'Pending'],
    [undefined, 'Pending'],
  ])('%s shows %s', (status, label) => {
    expect(paymentStatusLabel(status)).toBe(label);
  });
});
