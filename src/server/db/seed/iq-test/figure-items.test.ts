import { describe, expect, it } from 'vitest';
import type { Figure, Glyph } from '../../../../shared/assessment/figures';
import { countMatrixSource, latinMatrixSource, overlayMatrixSource } from './matrix-items';
import { growingSequenceSource, starCountSource } from './pattern-items';
import { mirrorSource, turningArrowSource } from './spatial-items';
import { item, keyed, keyedFigure } from './test-lookup';

/**
 * Figure items, recomputed from the figure data they are drawn from: each rule is stated again here
 * (read off the shown cells) and must pick exactly the keyed option.
 */

const signature = (g: Glyph): string =>
  `${g.shape}/${g.fill ?? 'outline'}/${((g.rotation ?? 0) + 360) % 360}/${g.at ? `${g.at.row}${g.at.col}` : '-'}`;
const sameFigure = (a: Figure, b: Figure): boolean =>
  a.glyphs.map(signature).sort().join() === b.glyphs.map(signature).sort().join();

describe('figure items', () => {
  const only = (values: readonly string[]): string => {
    expect(new Set(values).size).toBe(1);
    return values[0] ?? '';
  };
  const glyphsOf = (f: Figure | undefined): readonly Glyph[] => f?.glyphs ?? [];

  /** A missing matrix cell: its row fixes shape and fill, its column fixes the count. */
  it('item 6: row attributes and column count', () => {
    const cells = countMatrixSource.cells;
    const rowGlyphs = [...glyphsOf(cells[6]), ...glyphsOf(cells[7])];
    const shape = only(rowGlyphs.map((g) => g.shape));
    const fill = only(rowGlyphs.map((g) => g.fill ?? 'outline'));
    const count = Number(only([glyphsOf(cells[2]).length, glyphsOf(cells[5]).length].map(String)));
    const fits = (f: Figure): boolean =>
      f.glyphs.length === count && f.glyphs.every((g) => g.shape === shape && (g.fill ?? 'outline') === fill);
    expect(fits(keyedFigure('iq-06-matrix', countMatrixSource.figures))).toBe(true);
    expect(countMatrixSource.figures.filter(fits)).toHaveLength(1);
  });

  it('item 8: the arrow keeps turning by the same step and alternates its fill', () => {
    const glyphs = turningArrowSource.cells.map((c) => glyphsOf(c)[0]);
    const step = (glyphs[1]?.rotation ?? 0) - (glyphs[0]?.rotation ?? 0);
    const answer = glyphsOf(keyedFigure('iq-08-turning-arrow', turningArrowSource.figures))[0];
    expect(answer?.shape).toBe('arrow');
    expect(answer?.rotation).toBe((glyphs[3]?.rotation ?? 0) + step);
    expect(answer?.fill).toBe(glyphs[2]?.fill);
    expect(answer?.fill).not.toBe(glyphs[3]?.fill);
  });

  it('item 10: one more circle each step, fills repeating every three steps', () => {
    const cells = growingSequenceSource.cells;
    const answer = keyedFigure('iq-10-growing-sequence', growingSequenceSource.figures);
    expect(answer.glyphs).toHaveLength(glyphsOf(cells[3]).length + 1);
    expect(only(answer.glyphs.map((g) => g.fill ?? 'outline'))).toBe(glyphsOf(cells[1])[0]?.fill);
  });

  it('item 13: stars recounted from the data and from the alt text', () => {
    let stars = 0;
    for (const cell of starCountSource.cells) for (const g of cell.glyphs) if (g.shape === 'star') stars += 1;
    expect(keyed('iq-13-star-count')).toBe(String(stars));
    const alt = item('iq-13-star-count').imageAlt ?? '';
    const NUMBERS: Record<string, number> = { a: 1, an: 1, two: 2, three: 3, four: 4 };
    const phrases = [...alt.matchAll(/\b(an?|two|three|four) (?:outlined|solid) stars?\b/g)];
    const spoken = phrases.map((m) => NUMBERS[m[1] ?? ''] ?? 0);
    expect(spoken.reduce((sum, n) => sum + n, 0)).toBe(stars);
  });

  it('item 18: the missing cell takes the one shape, fill and count its row lacks', () => {
    const cells = latinMatrixSource.cells;
    const all = cells.flatMap((c) => c.glyphs);
    const rowCells = [cells[6], cells[7]];
    const missing = (values: readonly string[], present: readonly string[]): string =>
      only([...new Set(values)].filter((v) => !present.includes(v)));
    const shape = missing(all.map((g) => g.shape), rowCells.map((c) => glyphsOf(c)[0]?.shape ?? ''));
    const fill = missing(all.map((g) => g.fill ?? 'outline'), rowCells.map((c) => glyphsOf(c)[0]?.fill ?? 'outline'));
    const count = missing(['1', '2', '3'], rowCells.map((c) => String(glyphsOf(c).length)));
    const answer = keyedFigure('iq-18-latin-matrix', latinMatrixSource.figures);
    expect(String(answer.glyphs.length)).toBe(count);
    expect(answer.glyphs.every((g) => g.shape === shape && (g.fill ?? 'outline') === fill)).toBe(true);
  });

  it('item 20: the keyed figure is the left-right mirror image, and only that one', () => {
    const mirror = (f: Figure): Figure => ({
      glyphs: f.glyphs.map((g) => ({
        ...g,
        rotation: (360 - (g.rotation ?? 0)) % 360,
        at: g.at ? { row: g.at.row, col: g.at.col === 0 ? 2 : g.at.col === 2 ? 0 : 1 } : undefined,
      })),
    });
    const expected = mirror(mirrorSource.subject);
    expect(sameFigure(keyedFigure('iq-20-mirror', mirrorSource.figures), expected)).toBe(true);
    expect(mirrorSource.figures.filter((f) => sameFigure(f, expected))).toHaveLength(1);
  });

  it('item 25: the third box is the exclusive-or of the first two, as bit masks', () => {
    const mask = (f: Figure | undefined): number =>
      glyphsOf(f).reduce((m, g) => m | (1 << ((g.at?.row ?? 0) * 3 + (g.at?.col ?? 0))), 0);
    const cells = overlayMatrixSource.cells;
    expect(mask(cells[2])).toBe(mask(cells[0]) ^ mask(cells[1]));
    expect(mask(cells[5])).toBe(mask(cells[3]) ^ mask(cells[4]));
    const expected = mask(cells[6]) ^ mask(cells[7]);
    expect(mask(keyedFigure('iq-25-overlay-matrix', overlayMatrixSource.figures))).toBe(expected);
    expect(overlayMatrixSource.figures.filter((f) => mask(f) === expected)).toHaveLength(1);
  });
});
