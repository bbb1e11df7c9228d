import type { Shape } from './figure-types';

export type Point = readonly [number, number];

function regular(sides: number, radius: number, startDegrees: number): Point[] {
  return Array.from({ length: sides }, (_, k) => {
    const angle = ((startDegrees + (k * 360) / sides) * Math.PI) / 180;
    return [radius * Math.cos(angle), radius * Math.sin(angle)] as const;
  });
}

function star(radius: number): Point[] {
  return Array.from({ length: 10 }, (_, k) => {
    const r = k % 2 === 0 ? radius : radius * 0.45;
    const angle = ((-90 + k * 36) * Math.PI) / 180;
    return [r * Math.cos(angle), r * Math.sin(angle)] as const;
  });
}

function cross(r: number): Point[] {
  const w = r * 0.3;
  return [
    [-w, -r], [w, -r], [w, -w], [r, -w], [r, w], [w, w],
    [w, r], [-w, r], [-w, w], [-r, w], [-r, -w], [-w, -w],
  ];
}

/**
 * Outline of a polygonal shape of the given radius around (0, 0), unrotated, y pointing down.
 * Sizes are tuned so shapes of one radius look equally large; the triangle is shifted so its box is centred.
 */
export function shapeOutline(shape: Exclude<Shape, 'circle'>, r: number): Point[] {
  switch (shape) {
    case 'square':
      return [[-0.85 * r, -0.85 * r], [0.85 * r, -0.85 * r], [0.85 * r, 0.85 * r], [-0.85 * r, 0.85 * r]];
    case 'triangle':
      return [[0, -0.83 * r], [0.95 * r, 0.83 * r], [-0.95 * r, 0.83 * r]];
    case 'diamond':
      return [[0, -r], [0.65 * r, 0], [0, r], [-0.65 * r, 0]];
    case 'hexagon':
      return regular(6, r, 0);
    case 'star':
      return star(r);
    case 'cross':
      return cross(r);
    case 'arrow':
      return [
        [0, -r], [0.7 * r, -0.1 * r], [0.25 * r, -0.1 * r], [0.25 * r, r],
        [-0.25 * r, r], [-0.25 * r, -0.1 * r], [-0.7 * r, -0.1 * r],
      ];
  }
}

/** Rotates clockwise on screen (SVG's y axis points down) and moves to (cx, cy). */
export function place(points: readonly Point[], degrees: number, cx: number, cy: number): Point[] {
  const a = (degrees * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  return points.map(([x, y]) => [cx + x * cos - y * sin, cy + x * sin + y * cos] as const);
}
