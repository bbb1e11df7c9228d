import type { Figure, Glyph, GlyphSize, Spot } from './figure-types';

export interface PlacedGlyph {
  glyph: Glyph;
  x: number;
  y: number;
  r: number;
}

const RADIUS: Record<GlyphSize, number> = { small: 12, medium: 20, large: 34 };
const SPOT = [20, 50, 80] as const;

/** Centres for n automatically placed glyphs, chosen so default sizes never overlap. */
const LAYOUTS: readonly (readonly (readonly [number, number])[])[] = [
  [],
  [[50, 50]],
  [[28, 50], [72, 50]],
  [[50, 27], [27, 72], [73, 72]],
  [[28, 28], [72, 28], [28, 72], [72, 72]],
  [[20, 20], [80, 20], [50, 50], [20, 80], [80, 80]],
  [[20, 33], [50, 33], [80, 33], [20, 67], [50, 67], [80, 67]],
  [[20, 20], [50, 20], [80, 20], [20, 50], [50, 50], [80, 50], [50, 80]],
  [[20, 20], [50, 20], [80, 20], [20, 50], [80, 50], [20, 80], [50, 80], [80, 80]],
  [[20, 20], [50, 20], [80, 20], [20, 50], [50, 50], [80, 50], [20, 80], [50, 80], [80, 80]],
];

export const MAX_AUTO_GLYPHS = LAYOUTS.length - 1;

function defaultSize(count: number): GlyphSize {
  if (count === 1) return 'large';
  return count <= 4 ? 'medium' : 'small';
}

export function spotCentre(spot: Spot): readonly [number, number] {
  return [SPOT[spot.col], SPOT[spot.row]];
}

/** Cell-local centres and radii for every glyph of a figure, in drawing order. */
export function layoutFigure(figure: Figure): PlacedGlyph[] {
  const glyphs = figure.glyphs;
  const positioned = glyphs.filter((g) => g.at !== undefined).length;
  if (positioned > 0 && positioned < glyphs.length) {
    throw new Error('figure mixes glyphs on spots with automatically placed glyphs');
  }
  if (positioned > 0) {
    return glyphs.map((glyph) => {
      const [x, y] = glyph.at ? spotCentre(glyph.at) : [50, 50];
      return { glyph, x, y, r: RADIUS[glyph.size ?? 'small'] };
    });
  }
  const layout = LAYOUTS[glyphs.length];
  if (!layout) throw new Error(`a figure can lay out at most ${MAX_AUTO_GLYPHS} glyphs automatically`);
  const size = defaultSize(glyphs.length);
  return glyphs.map((glyph, i) => {
    const [x, y] = layout[i] ?? [50, 50];
    return { glyph, x, y, r: RADIUS[glyph.size ?? size] };
  });
}
