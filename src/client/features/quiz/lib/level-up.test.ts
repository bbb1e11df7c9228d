import type { QuizResult } from '@shared/schemas/quiz';
import { describe, expect, it } from 'vitest';
import { reachedLevel } from './level-up';

const base = {
  attemptId: '00000000-0000-4000-8000-000000000000',
  status: 'ready',
  totalQuestions: 31,
  timeTaken: 600,
  completionTime: '10:00',
  answeredCount: 31,
} satisfies QuizResult;

describe('reachedLevel', () => {
  it('reports the new level only when the XP award says so', () => {
    expect(reachedLevel({ ...base, xp: { levelUp: true, level: 2, totalXp: 100 } })).toBe(2);
    expect(reachedLevel({ ...base, xp: { levelUp: false, level: 2, totalXp: 200 } })).toBeNull();
  });

  it('is null for an anonymous visitor', () => {
    expect(reachedLevel({ ...base, xp: null })).toBeNull();
    expect(reachedLevel(base)).toBeNull();
  });
});
