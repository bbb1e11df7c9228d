import { describe, expect, it } from 'vitest';
import type { ResultSummary } from '@shared/schemas/results';
import { chooseResult } from './choose-result';

function result(id: string, unlocked: boolean): ResultSummary {
  return {
    id,
    testTitle: 'IQ Test',
    testType: 'iq',
    completedAt: '2026-11-22T10:00:00.000Z',
    timeTakenSeconds: 300,
    paymentStatus: 'completed',
    unlocked,
    iqScore: unlocked ? 100 : null,
  };
}

describe('chooseResult', () => {
  const newest = result('c', true);
  const older = result('b', true);
  const oldest = result('a', true);
  const list = [newest, older, oldest];

  it('takes the requested result when it is one of the user’s', () => {
    expect(chooseResult(list, 'b')).toEqual({ selected: older, stale: false });
  });

  it('takes the newest result when none is requested', () => {
    expect(chooseResult(list, null)).toEqual({ selected: newest, stale: false });
  });

  it('falls back to the newest result, and says so, for an id that is not in the list', () => {
    expect(chooseResult(list, 'someone-else')).toEqual({ selected: newest, stale: true });
  });

  it('falls back past an id the server said is gone', () => {
    expect(chooseResult(list, 'c', ['c'])).toEqual({ selected: older, stale: true });
  });

  it('prefers the newest unlocked result over a newer locked one', () => {
    const locked = result('d', false);
    expect(chooseResult([locked, ...list], null).selected).toBe(newest);
  });

  it('shows a locked result when every result is locked, and a requested locked one as asked', () => {
    const lockedNew = result('y', false);
    const lockedOld = result('x', false);
    expect(chooseResult([lockedNew, lockedOld], null).selected).toBe(lockedNew);
    expect(chooseResult([lockedNew, lockedOld], 'x')).toEqual({ selected: lockedOld, stale: false });
  });

  it('chooses nothing when there are no results', () => {
    expect(chooseResult([], 'a')).toEqual({ selected: null, stale: true });
    expect(chooseResult([], null)).toEqual({ selected: null, stale: false });
  });
});
