import type { PlacedGlyph } from './cell-layout';
import { type Fill, INK, normalizeRotation, PAPER } from './figure-types';
import { place, shapeOutline } from './shape-geometry';
import { num } from './svg-format';

export const STRIPES_ID = 'fig-stripes';

/** Outline shapes are filled with paper, not left empty, so a shape drawn over another still reads. */
function fillAttr(fill: Fill): string {
  if (fill === 'solid') return INK;
  if (fill === 'striped') return `url(#${STRIPES_ID})`;
  return PAPER;
}

/** Stripes at 45 degrees; defined once per document and used by every striped shape. */
export const STRIPES_DEF =
  `<pattern id="${STRIPES_ID}" width="5" height="5" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">` +
  `<rect width="5" height="5" fill="${PAPER}"/><path d="M0 0V5" stroke="${INK}" stroke-width="2.2"/></pattern>`;

/** One glyph as an SVG element; stroke colour and width come from the enclosing group. */
export function glyphSvg({ glyph, x, y, r }: PlacedGlyph): string {
  // A thinner line keeps small glyphs' inner detail (stripes, star points) visible.
  const paint = `fill="${fillAttr(glyph.fill ?? 'outline')}"${r < 16 ? ' stroke-width="2"' : ''}`;
  if (glyph.shape === 'circle') {
    return `<circle cx="${num(x)}" cy="${num(y)}" r="${num(r)}" ${paint}/>`;
  }
  const points = place(shapeOutline(glyph.shape, r), normalizeRotation(glyph.rotation ?? 0), x, y)
    .map(([px, py]) => `${num(px)},${num(py)}`)
    .join(' ');
  return `<polygon points="${points}" ${paint}/>`;
}
