import { describe, expect, it } from 'vitest';
import { formatCountdown, offerHoldState } from './offer-hold';

const now = new Date('2026-03-10T12:00:00Z');
const at = (seconds: number) => new Date(now.getTime() + seconds * 1000);

describe('the offer hold', () => {
  it('is active with the whole seconds left before it ends', () => {
    expect(offerHoldState(at(600), now)).toEqual({ disabled: false, active: true, secondsLeft: 600 });
    expect(offerHoldState(at(0.2), now)).toEqual({ disabled: false, active: true, secondsLeft: 1 });
  });

  it('expires at its end and stays expired', () => {
    expect(offerHoldState(at(0), now)).toEqual({ disabled: false, active: false, secondsLeft: 0 });
    expect(offerHoldState(at(-3600), now)).toEqual({ disabled: false, active: false, secondsLeft: 0 });
  });

  it('is always active without a countdown when the operator turned holds off', () => {
    expect(offerHoldState(null, now)).toEqual({ disabled: true, active: true, secondsLeft: 0 });
  });

  it('shows minutes and seconds', () => {
    expect(formatCountdown(600)).toBe('10:00');
    expect(formatCountdown(59)).toBe('00:59');
    expect(formatCountdown(-5)).toBe('00:00');
  });
});
