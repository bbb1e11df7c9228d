import { describe, expect, it } from 'vitest';
import { item, keyed } from './test-lookup';

/**
 * Items generated from a rule, recomputed from what the prompt shows with the rule stated a second time,
 * in a different form from the item code.
 */

const numbersIn = (text: string): number[] => (text.match(/\d+/g) ?? []).map(Number);
const captured = (pattern: RegExp, key: string): string => pattern.exec(item(key).prompt)?.[1] ?? '';

describe('rule-generated text items', () => {
  it('2: letter count', () => {
    const phrase = captured(/phrase "([^"]+)"/, 'iq-02-letter-count');
    expect(keyed('iq-02-letter-count')).toBe(String(phrase.split('e').length - 1));
  });

  it('3: an arithmetic series continues by its constant difference', () => {
    const terms = numbersIn(item('iq-03-number-series').prompt);
    const step = (terms[1] ?? 0) - (terms[0] ?? 0);
    terms.slice(1).forEach((t, i) => expect(t - (terms[i] ?? 0)).toBe(step));
    expect(keyed('iq-03-number-series')).toBe(String((terms.at(-1) ?? 0) + step));
  });

  it('4: digits read backwards', () => {
    const digits = captured(/: ([\d ]+)\./, 'iq-04-reverse-digits').split(' ');
    expect(keyed('iq-04-reverse-digits')).toBe(digits.reduceRight<string[]>((acc, d) => [...acc, d], []).join(' '));
  });

  it('7: largest decimal, compared as padded digit strings', () => {
    const q = item('iq-07-largest-number');
    const padded = q.options.map((o) => (o.split('.')[1] ?? '').padEnd(6, '0'));
    expect(q.correctAnswer).toBe(padded.indexOf([...padded].sort().at(-1) ?? ''));
    expect(keyed('iq-07-largest-number')).toBe('0.7');
  });

  it('9: a chain of operations', () => {
    expect(item('iq-09-mental-arithmetic').prompt).toMatch(
      /^Start with 7, add 5, then multiply by 3, then subtract 6\./,
    );
    expect(keyed('iq-09-mental-arithmetic')).toBe(String((7 + 5) * 3 - 6));
  });

  it('14: compass turns, followed as a turning unit vector', () => {
    expect(item('iq-14-compass-turns').prompt).toMatch(
      /north\. You turn 90° to your right, then turn 45° to your right, then turn around \(180°\), then turn 90° to your left\./,
    );
    let [east, north] = [0, 1];
    for (const clockwise of [90, 45, 180, -90]) {
      const a = (-clockwise * Math.PI) / 180;
      [east, north] = [east * Math.cos(a) - north * Math.sin(a), east * Math.sin(a) + north * Math.cos(a)];
    }
    const vertical = north > 0.5 ? 'North' : north < -0.5 ? 'South' : '';
    const horizontal = east > 0.5 ? 'east' : east < -0.5 ? 'west' : '';
    const capitalised = horizontal.replace(/^./, (c) => c.toUpperCase());
    const name = vertical && horizontal ? `${vertical}-${horizontal}` : vertical || capitalised;
    expect(keyed('iq-14-compass-turns')).toBe(name);
  });

  it('15: letter series whose gaps grow by one', () => {
    const codes = captured(/series: ([A-Z, ]+), \?/, 'iq-15-letter-series')
      .split(', ')
      .map((l) => l.charCodeAt(0));
    const gaps = codes.slice(1).map((c, i) => c - (codes[i] ?? 0));
    gaps.slice(1).forEach((g, i) => expect(g - (gaps[i] ?? 0)).toBe(1));
    expect(keyed('iq-15-letter-series')).toBe(String.fromCharCode((codes.at(-1) ?? 0) + (gaps.at(-1) ?? 0) + 1));
  });

  it('16: identical pairs, compared character by character', () => {
    const pairs = [...item('iq-16-identical-pairs').prompt.matchAll(/(\d+) – (\d+)/g)];
    expect(pairs).toHaveLength(7);
    const same = pairs.filter(([, a = '', b = '']) => a.length === b.length && [...a].every((ch, i) => ch === b[i]));
    expect(keyed('iq-16-identical-pairs')).toBe(String(same.length));
  });

  it('17: the digit at a sorted position has exactly position-1 smaller digits', () => {
    const digits = numbersIn(captured(/head: ([\d ]+)\./, 'iq-17-sorted-digit'));
    const position = Number(captured(/position (\d)/, 'iq-17-sorted-digit'));
    const expected = digits.find((d) => digits.filter((e) => e < d).length === position - 1);
    expect(keyed('iq-17-sorted-digit')).toBe(String(expected));
  });

  it('21: numbers ascending, then letters alphabetically', () => {
    const chars = captured(/characters ([\dA-Z ]+)\./, 'iq-21-letter-number');
    const nums = (chars.match(/\d/g) ?? []).sort((a, b) => Number(a) - Number(b));
    const letters = (chars.match(/[A-Z]/g) ?? []).sort((a, b) => a.localeCompare(b));
    expect(keyed('iq-21-letter-number')).toBe([...nums, ...letters].join(' '));
  });

  it('23: each letter shifted by its position in the word', () => {
    const word = captured(/How is ([A-Z]+) written/, 'iq-23-letter-code');
    const code = [...word].map((ch, i) => String.fromCharCode(((ch.charCodeAt(0) - 65 + i + 1) % 26) + 65));
    expect(keyed('iq-23-letter-code')).toBe(code.join(''));
  });

  it('26: the angle between clock hands', () => {
    const [hours = 0, minutes = 0] = numbersIn(item('iq-26-clock-angle').prompt);
    const minuteHand = (minutes / 60) * 360;
    const hourHand = ((hours % 12) + minutes / 60) * (360 / 12);
    const gap = Math.abs(hourHand - minuteHand) % 360;
    expect(keyed('iq-26-clock-angle')).toBe(`${Math.round(Math.min(gap, 360 - gap))}°`);
  });

  it('27: two interleaved series; the next term continues the one on even places', () => {
    const terms = numbersIn(item('iq-27-interleaved-series').prompt);
    const oddPlaces = terms.filter((_, i) => i % 2 === 0);
    const evenPlaces = terms.filter((_, i) => i % 2 === 1);
    oddPlaces.slice(1).forEach((t, i) => expect(t).toBe((oddPlaces[i] ?? 0) * 2));
    const step = (evenPlaces[1] ?? 0) - (evenPlaces[0] ?? 0);
    // Seven terms shown, so the eighth (an even place) is asked for.
    expect(terms).toHaveLength(7);
    expect(keyed('iq-27-interleaved-series')).toBe(String((evenPlaces.at(-1) ?? 0) + step));
  });
});
