import { type Figure, INK, PAPER } from './figure-types';
import { STRIPES_DEF } from './shape-svg';
import { num } from './svg-format';

export function usesStripes(figures: readonly (Figure | null)[]): boolean {
  return figures.some((f) => f !== null && f.glyphs.some((g) => g.fill === 'striped'));
}

/**
 * A standalone SVG document. The white backdrop keeps the ink readable on any page colour; width and height
 * give an <img> an intrinsic size while the viewBox lets CSS scale it to any width.
 */
export function svgDocument(width: number, height: number, body: string, withStripes: boolean): string {
  const w = num(width);
  const h = num(height);
  const defs = withStripes ? `<defs>${STRIPES_DEF}</defs>` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${defs}` +
    `<rect width="${w}" height="${h}" fill="${PAPER}"/>` +
    `<g stroke="${INK}" stroke-width="3" stroke-linejoin="round">${body}</g></svg>`
  );
}
