import { describe, expect, it } from 'vitest';
import { answeredCount, hasShortOptions, resumeIndex, svgDataUrl } from './quiz-progress';

const ids = ['q1', 'q2', 'q3'];

describe('resumeIndex', () => {
  it('starts at the first question of a fresh attempt', () => {
    expect(resumeIndex(ids, {})).toBe(0);
  });

  it('resumes at the first unanswered question, even after skipped ones', () => {
    expect(resumeIndex(ids, { q1: 0, q3: 2 })).toBe(1);
  });

  it('goes to the last question when every question has an answer', () => {
    expect(resumeIndex(ids, { q1: 0, q2: 0, q3: 4 })).toBe(2);
  });

  it('copes with an empty quiz', () => {
    expect(resumeIndex([], {})).toBe(0);
  });
});

describe('answeredCount', () => {
  it('counts answers to the quiz questions only; option 0 counts', () => {
    expect(answeredCount(ids, { q1: 0, q3: 1, stale: 2 })).toBe(2);
  });
});

describe('hasShortOptions', () => {
  it('is true for letter options and false for words', () => {
    expect(hasShortOptions(['A', 'B', 'C', 'D', 'E'])).toBe(true);
    expect(hasShortOptions(['12', '14', '16'])).toBe(true);
    expect(hasShortOptions(['Paris', 'B'])).toBe(false);
    expect(hasShortOptions([])).toBe(false);
  });
});

describe('svgDataUrl', () => {
  it('encodes the markup so quotes and hashes survive', () => {
    const url = svgDataUrl('<svg fill="#000"></svg>');
    expect(url.startsWith('data:image/svg+xml;utf8,')).toBe(true);
    expect(decodeURIComponent(url.slice('data:image/svg+xml;utf8,'.length))).toBe('<svg fill="#000"></svg>');
    expect(url).not.toContain('#');
  });
});
