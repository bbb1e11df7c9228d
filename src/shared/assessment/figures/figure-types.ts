/** The shapes the renderer can draw; every shape is drawn around its own centre. */
export const SHAPES = ['circle', 'square', 'triangle', 'diamond', 'hexagon', 'star', 'cross', 'arrow'] as const;
export type Shape = (typeof SHAPES)[number];

export type Fill = 'solid' | 'outline' | 'striped';
export type GlyphSize = 'small' | 'medium' | 'large';

/** A place in the 3x3 grid of spots inside one cell (row 0 is the top, col 0 the left). */
export interface Spot {
  row: 0 | 1 | 2;
  col: 0 | 1 | 2;
}

/** One shape in a cell. */
export interface Glyph {
  shape: Shape;
  /** Default 'outline'. */
  fill?: Fill;
  /** Degrees clockwise; at 0 arrows and triangles point up. Default 0. */
  rotation?: number;
  /** Default: large alone, medium for 2-4 auto-placed glyphs, small otherwise and on spots. */
  size?: GlyphSize;
  /**
   * Where the glyph sits. Glyphs without a spot are laid out automatically by their count
   * (1 centred, 2 side by side, 3 as a triangle, ...). A figure uses either spots or automatic layout, not both.
   */
  at?: Spot;
}

/** The content of one cell. */
export interface Figure {
  glyphs: readonly Glyph[];
}

/** Dark ink on white keeps well above WCAG contrast ratios and survives a dark page around the image. */
export const INK = '#1f2937';
export const PAPER = '#ffffff';
export const FRAME = '#6b7280';

/** Cell geometry in SVG user units; a cell is a square of CELL units. */
export const CELL = 100;
export const GAP = 12;
export const PAD = 4;

export const OPTION_LABELS = ['A', 'B', 'C', 'D', 'E'] as const;

/** A figure from glyphs. */
export function figure(...glyphs: Glyph[]): Figure {
  return { glyphs };
}

/** A figure of `count` copies of one glyph, laid out automatically. */
export function repeated(glyph: Glyph, count: number): Figure {
  return { glyphs: Array.from({ length: count }, () => ({ ...glyph })) };
}

export function normalizeRotation(degrees: number): number {
  return ((degrees % 360) + 360) % 360;
}
