import { type Figure, type Glyph, normalizeRotation, type Spot } from './figure-types';

/** Every shape is symmetric about its vertical axis at rotation 0, so a mirror only negates the turn. */
const FLIP = [2, 1, 0] as const;

function mapGlyphs(fig: Figure, map: (glyph: Glyph) => Glyph): Figure {
  return { glyphs: fig.glyphs.map(map) };
}

function withSpot(glyph: Glyph, at: Spot | undefined, rotation: number): Glyph {
  const next: Glyph = { ...glyph, rotation: normalizeRotation(rotation) };
  if (at) next.at = at;
  return next;
}

/**
 * The figure reflected in a vertical mirror (left and right swap). Glyphs on spots move; automatically
 * placed glyphs keep their layout and only turn.
 */
export function mirrorLeftRight(fig: Figure): Figure {
  return mapGlyphs(fig, (g) =>
    withSpot(g, g.at && { row: g.at.row, col: FLIP[g.at.col] }, -(g.rotation ?? 0)),
  );
}

/** The figure reflected in a horizontal mirror (top and bottom swap). */
export function mirrorTopBottom(fig: Figure): Figure {
  return mapGlyphs(fig, (g) =>
    withSpot(g, g.at && { row: FLIP[g.at.row], col: g.at.col }, 180 - (g.rotation ?? 0)),
  );
}

/** The figure turned clockwise by quarter turns (1 = 90 degrees). */
export function rotateQuarterTurns(fig: Figure, quarterTurns: number): Figure {
  const turns = normalizeRotation(quarterTurns * 90) / 90;
  let result = fig;
  for (let i = 0; i < turns; i += 1) {
    result = mapGlyphs(result, (g) =>
      withSpot(g, g.at && { row: g.at.col, col: FLIP[g.at.row] }, (g.rotation ?? 0) + 90),
    );
  }
  return result;
}
