import { layoutFigure } from './cell-layout';
import { CELL, FRAME, type Figure, INK, PAPER } from './figure-types';
import { glyphSvg } from './shape-svg';
import { num } from './svg-format';

const FONT = 'Arial, Helvetica, sans-serif';

function frame(dashed: boolean): string {
  const dash = dashed ? ' stroke-dasharray="6 5"' : '';
  return `<rect width="${CELL}" height="${CELL}" rx="8" fill="${PAPER}" stroke="${FRAME}" stroke-width="2"${dash}/>`;
}

/** Centred text in the ink colour; the enclosing group's stroke must not outline it. */
export function labelText(text: string, x: number, y: number, size: number): string {
  return (
    `<text x="${num(x)}" y="${num(y)}" text-anchor="middle" font-family="${FONT}" font-size="${size}" ` +
    `font-weight="700" fill="${INK}" stroke="none">${text}</text>`
  );
}

/** One framed cell with its top-left corner at (x, y); null draws the '?' cell of the missing answer. */
export function cellSvg(content: Figure | null, x: number, y: number): string {
  const open = `<g transform="translate(${num(x)} ${num(y)})">`;
  if (content === null) {
    return `${open}${frame(true)}${labelText('?', CELL / 2, CELL / 2 + 17, 48)}</g>`;
  }
  const glyphs = layoutFigure(content).map(glyphSvg).join('');
  return `${open}${frame(false)}${glyphs}</g>`;
}
