import { describe, expect, it } from 'vitest';
import { formatClock, localDeadlineMs, secondsLeft } from './quiz-clock';

describe('localDeadlineMs', () => {
  const attempt = { deadlineAt: '2026-01-01T12:15:00.000Z', serverNow: '2026-01-01T12:00:00.000Z' };

  it('keeps the deadline when both clocks agree', () => {
    const received = Date.parse('2026-01-01T12:00:00.000Z');
    expect(localDeadlineMs(attempt, received)).toBe(Date.parse(attempt.deadlineAt));
  });

  it('moves the deadline onto a browser clock that runs ahead', () => {
    const received = Date.parse('2026-01-01T12:05:00.000Z');
    expect(secondsLeft(localDeadlineMs(attempt, received), received)).toBe(900);
  });

  it('moves the deadline onto a browser clock that runs behind', () => {
    const received = Date.parse('2026-01-01T11:00:00.000Z');
    expect(secondsLeft(localDeadlineMs(attempt, received), received + 60_000)).toBe(840);
  });
});

describe('secondsLeft', () => {
  it('rounds a partial second up, so the clock reads 00:00 only when time is up', () => {
    expect(secondsLeft(10_500, 10_000)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
  });

  it('is never negative after the deadline', () => {
    expect(secondsLeft(10_000, 99_000)).toBe(0);
  });
});

describe('formatClock', () => {
  it('pads minutes and seconds', () => {
    expect(formatClock(900)).toBe('15:00');
    expect(formatClock(299)).toBe('04:59');
    expect(formatClock(5)).toBe('00:05');
    expect(formatClock(0)).toBe('00:00');
  });

  it('keeps counting minutes past an hour', () => {
    expect(formatClock(3_725)).toBe('62:05');
  });

  it('never shows negative or broken values', () => {
    expect(formatClock(-3)).toBe('00:00');
    expect(formatClock(Number.NaN)).toBe('00:00');
    expect(formatClock(59.9)).toBe('00:59');
  });
});
