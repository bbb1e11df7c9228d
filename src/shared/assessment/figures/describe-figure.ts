import { type Figure, type Fill, type Glyph, normalizeRotation, OPTION_LABELS } from './figure-types';
import type { SequenceLayout } from './render-sheets';

/** Text alternatives for figures, written so a screen-reader user can solve the item without the image. */

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const FILL_WORDS: Record<Fill, string> = { solid: 'solid', outline: 'outlined', striped: 'striped' };
const DIRECTIONS = ['up', 'up-right', 'right', 'down-right', 'down', 'down-left', 'left', 'up-left'];
const SPOT_NAMES = [
  ['top left', 'top center', 'top right'],
  ['middle left', 'center', 'middle right'],
  ['bottom left', 'bottom center', 'bottom right'],
] as const;

function orientation(glyph: Glyph): string {
  const rotation = normalizeRotation(glyph.rotation ?? 0);
  const pointed = glyph.shape === 'arrow' || glyph.shape === 'triangle';
  if (pointed && rotation % 45 === 0) return ` pointing ${DIRECTIONS[rotation / 45] ?? 'up'}`;
  return rotation === 0 || glyph.shape === 'circle' ? '' : ` turned ${rotation} degrees clockwise`;
}

/** E.g. 'solid triangle pointing down', or the plural 'solid triangles pointing down'. */
export function describeGlyph(glyph: Glyph, plural = false): string {
  const noun = plural ? (glyph.shape === 'cross' ? 'crosses' : `${glyph.shape}s`) : glyph.shape;
  return `${FILL_WORDS[glyph.fill ?? 'outline']} ${noun}${orientation(glyph)}`;
}

function article(phrase: string): string {
  return `${/^[aeiou]/.test(phrase) ? 'an' : 'a'} ${phrase}`;
}

function countWord(count: number): string {
  return NUMBER_WORDS[count] ?? String(count);
}

/** Equal glyphs on spots are named once with all their spots: 'two solid circles at top left and center'. */
function describePlaced(glyphs: readonly Glyph[]): string {
  const groups = new Map<string, { glyph: Glyph; spots: string[] }>();
  for (const glyph of glyphs) {
    const text = describeGlyph(glyph);
    const spot = glyph.at ? SPOT_NAMES[glyph.at.row][glyph.at.col] : 'center';
    const group = groups.get(text);
    if (group) group.spots.push(spot);
    else groups.set(text, { glyph, spots: [spot] });
  }
  return [...groups.entries()]
    .map(([text, { glyph, spots }]) => {
      if (spots.length === 1) return `${article(text)} at ${spots[0] ?? ''}`;
      const listed = `${spots.slice(0, -1).join(', ')} and ${spots[spots.length - 1] ?? ''}`;
      return `${countWord(spots.length)} ${describeGlyph(glyph, true)} at ${listed}`;
    })
    .join(', ');
}

/** Placed glyphs are named with their spots; laid-out ones are counted in runs of equal glyphs. */
export function describeFigure(fig: Figure): string {
  if (fig.glyphs.length === 0) return 'an empty box';
  if (fig.glyphs.some((g) => g.at)) return describePlaced(fig.glyphs);
  const runs: { text: string; count: number; glyph: Glyph }[] = [];
  for (const glyph of fig.glyphs) {
    const text = describeGlyph(glyph);
    const last = runs[runs.length - 1];
    if (last && last.text === text) last.count += 1;
    else runs.push({ text, count: 1, glyph });
  }
  return runs.map((run) => `${countWord(run.count)} ${describeGlyph(run.glyph, run.count > 1)}`).join(' and ');
}

const MISSING = 'a question mark (the missing box)';

/** Mirrors renderSequenceSvg's layout in words. */
export function describeSequence(cells: readonly (Figure | null)[], layout: SequenceLayout = {}): string {
  const all = layout.blankLast ? [...cells, null] : [...cells];
  const words = all.map((cell) => (cell === null ? MISSING : describeFigure(cell)));
  const columns = Math.max(1, Math.min(layout.columns ?? all.length, all.length));
  if (columns >= all.length) {
    if (words.length === 1) return `One box: ${words[0] ?? ''}.`;
    return `A row of ${words.length} boxes, left to right: ${words.map((w, i) => `${i + 1}) ${w}`).join('; ')}.`;
  }
  const rows: string[] = [];
  for (let start = 0; start < words.length; start += columns) {
    rows.push(`Row ${rows.length + 1}: ${words.slice(start, start + columns).join('; ')}.`);
  }
  return `A grid of ${rows.length} rows by ${columns} columns. ${rows.join(' ')}`;
}

/** Mirrors renderOptionsSvg in words. */
export function describeOptions(figures: readonly Figure[], labels: readonly string[] = OPTION_LABELS): string {
  return `Options: ${figures.map((fig, i) => `${labels[i] ?? ''}) ${describeFigure(fig)}`).join('; ')}.`;
}
