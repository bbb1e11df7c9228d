import { describe, expect, it } from 'vitest';
import { DOMAINS } from '../../../../shared/assessment/domains';
import { iqTestDefinition } from './index';
import { keyed, questions } from './test-lookup';

/**
 * The shape of the test. Keys are checked against second, independent statements of each item's answer here
 * (hand-written items), in rule-items.test.ts (items generated from a rule) and figure-items.test.ts.
 */

const scored = questions.slice(0, 27);
const SVG_START = /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+"/;
const LETTERS = ['A', 'B', 'C', 'D', 'E'];

describe('IQ test definition', () => {
  it('has the fixed test settings and 31 items with unique keys', () => {
    expect(iqTestDefinition).toMatchObject({
      slug: 'iq-classic',
      title: 'IQ Test',
      testType: 'iq',
      timeLimitMinutes: 15,
    });
    expect(iqTestDefinition.description.length).toBeGreaterThan(20);
    expect(questions).toHaveLength(31);
    expect(new Set(questions.map((q) => q.key)).size).toBe(31);
    questions.forEach((q, i) => expect(q.key).toMatch(new RegExp(`^iq-${String(i + 1).padStart(2, '0')}-[a-z-]+$`)));
  });

  it('has 27 scored items, each with five unique options and a key in range', () => {
    for (const q of scored) {
      expect(q.type).not.toBe('demographic');
      expect(q.domain).not.toBeNull();
      expect(q.options).toHaveLength(5);
      expect(new Set(q.options).size).toBe(5);
      expect(Number.isInteger(q.correctAnswer)).toBe(true);
      expect(q.correctAnswer).toBeGreaterThanOrEqual(0);
      expect(q.correctAnswer).toBeLessThan(5);
    }
  });

  it('covers every domain and every scored type several times', () => {
    for (const domain of DOMAINS) expect(scored.filter((q) => q.domain === domain).length).toBeGreaterThanOrEqual(4);
    for (const type of ['verbal', 'numerical', 'pattern', 'spatial', 'logical', 'memory']) {
      expect(scored.filter((q) => q.type === type).length).toBeGreaterThanOrEqual(4);
    }
  });

  it('spreads the keys over the letters so no letter is a safe guess', () => {
    for (const index of [0, 1, 2, 3, 4]) {
      expect(scored.filter((q) => q.correctAnswer === index).length).toBeGreaterThanOrEqual(4);
    }
  });

  it('ends with the four demographic items exactly as specified', () => {
    const demographic = questions.slice(27);
    for (const q of demographic) expect(q).toMatchObject({ type: 'demographic', domain: null, correctAnswer: null });
    expect(demographic.map((q) => [q.prompt, q.options])).toEqual([
      ['What is your age group?', ['18-24', '25-34', '35-44', '45-54', '55+']],
      [
        'What is your highest level of education?',
        ['High school', 'Some college', "Bachelor's degree", 'Graduate degree'],
      ],
      ['What is your gender?', ['Male', 'Female', 'Non-binary', 'Prefer not to say']],
      ['What is your field of work or study?', ['STEM', 'Business-Finance', 'Arts-Humanities', 'Healthcare', 'Other']],
    ]);
  });

  it('shows item 6 as a pattern item with both images and a text alternative', () => {
    const sixth = questions[5];
    expect(sixth?.type).toBe('pattern');
    expect(sixth?.options).toEqual(LETTERS);
    expect(sixth?.sequenceImage).toMatch(SVG_START);
    expect(sixth?.sequenceImage).toContain('>?</text>');
    expect(sixth?.optionsImage).toMatch(SVG_START);
    expect(sixth?.imageAlt).toMatch(/question mark[^]*Options: A\)[^]*B\)[^]*C\)[^]*D\)[^]*E\)/);
  });

  it('gives every image a text alternative and has at least four more items with both images', () => {
    for (const q of questions) {
      if (q.sequenceImage) expect(q.sequenceImage).toMatch(SVG_START);
      if (q.sequenceImage || q.optionsImage) expect(q.imageAlt?.length ?? 0).toBeGreaterThan(40);
      if (q.optionsImage) {
        expect(q.optionsImage).toMatch(SVG_START);
        expect(q.options).toEqual(LETTERS);
      }
    }
    const withBoth = questions.filter((q) => q.sequenceImage && q.optionsImage);
    expect(withBoth.length).toBeGreaterThanOrEqual(5);
    for (const q of withBoth) expect(['pattern', 'spatial']).toContain(q.type);
  });
});

describe('hand-written items, keyed against an independent table', () => {
  const EXPECTED: Record<string, string> = {
    'iq-01-analogy': 'Cut',
    'iq-05-odd-word': 'Trumpet',
    'iq-11-synonym': 'Frank',
    'iq-12-conditional': 'The river has not frozen.',
    'iq-19-syllogism': 'No zorbs are green.',
    'iq-22-antonym': 'Lasting',
    'iq-24-family': 'Aunt',
  };
  it.each(Object.entries(EXPECTED))('%s is keyed to %s', (key, answer) => {
    expect(keyed(key)).toBe(answer);
  });
});
