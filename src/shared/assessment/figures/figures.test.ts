import { describe, expect, it } from 'vitest';
import {
  describeFigure,
  describeSequence,
  figure,
  mirrorLeftRight,
  renderOptionsSvg,
  renderSequenceSvg,
  repeated,
  rotateQuarterTurns,
  SHAPES,
} from './index';

/** A tiny XML checker: every tag well-formed, properly nested, one root, nothing outside it. */
function checkWellFormed(svg: string): { root: string; tags: string[] } {
  const stack: string[] = [];
  const tags: string[] = [];
  let roots = 0;
  const tokens = svg.split(/(<[^>]*>)/).filter((t) => t !== '');
  for (const token of tokens) {
    if (!token.startsWith('<')) {
      if (stack.length === 0) throw new Error(`text outside the root: ${token}`);
      if (/[<>&]/.test(token.replace(/&(amp|lt|gt|quot|apos);/g, ''))) throw new Error(`unescaped text: ${token}`);
      continue;
    }
    const tag = /^<(\/?)([a-zA-Z][\w-]*)((?:\s+[\w:-]+="[^"<>]*")*)\s*(\/?)>$/.exec(token);
    if (!tag) throw new Error(`malformed tag: ${token}`);
    const [, closing, name = '', , selfClosing] = tag;
    if (closing) {
      if (stack.pop() !== name) throw new Error(`unbalanced </${name}>`);
      continue;
    }
    if (stack.length === 0) roots += 1;
    tags.push(name);
    if (!selfClosing) stack.push(name);
  }
  if (stack.length > 0) throw new Error(`unclosed: ${stack.join(', ')}`);
  if (roots !== 1) throw new Error(`expected one root element, found ${roots}`);
  return { root: tags[0] ?? '', tags };
}

const samples = [
  repeated({ shape: 'triangle', fill: 'solid' }, 3),
  repeated({ shape: 'star', fill: 'striped' }, 5),
  figure(
    { shape: 'arrow', rotation: 90, at: { row: 0, col: 0 } },
    { shape: 'cross', fill: 'solid', at: { row: 2, col: 2 } },
  ),
  repeated({ shape: 'hexagon' }, 1),
  repeated({ shape: 'diamond', fill: 'striped' }, 9),
];

describe('renderSequenceSvg', () => {
  it('produces a well-formed standalone SVG with a viewBox and a ? cell', () => {
    const svg = renderSequenceSvg(samples.slice(0, 4), { blankLast: true });
    const { root, tags } = checkWellFormed(svg);
    expect(root).toBe('svg');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+"/);
    expect(svg).toContain('>?</text>');
    expect(tags.filter((t) => t === 'text')).toHaveLength(1);
  });

  it('lays out a 3x3 matrix with the missing cell last', () => {
    const eight = Array.from({ length: 8 }, (_, i) => repeated({ shape: 'circle' }, (i % 3) + 1));
    const svg = renderSequenceSvg(eight, { columns: 3, blankLast: true });
    checkWellFormed(svg);
    expect(svg).toContain('viewBox="0 0 332 332"');
    expect(svg.match(/translate\(/g)).toHaveLength(9);
    expect(svg).toMatch(/translate\(228 228\)[^]*>\?<\/text>/);
  });

  it('draws every shape in every fill without external references or scripts', () => {
    const all = SHAPES.flatMap((shape) =>
      (['solid', 'outline', 'striped'] as const).map((fill) => repeated({ shape, fill, rotation: 30 }, 2)),
    );
    const svg = renderSequenceSvg(all, { columns: 6 });
    checkWellFormed(svg);
    expect(svg).not.toMatch(/<script|href=|on\w+=|@import|url\((?!#fig-stripes\))/i);
    expect(svg.match(/http/g)).toHaveLength(1); // only the xmlns
    expect(svg).toContain('#1f2937');
  });

  it('adds the stripes pattern only when a striped shape is drawn', () => {
    expect(renderSequenceSvg([samples[0] ?? figure()])).not.toContain('<pattern');
    expect(renderSequenceSvg([samples[1] ?? figure()])).toContain('<pattern id="fig-stripes"');
  });

  it('is deterministic', () => {
    expect(renderSequenceSvg(samples, { blankLast: true })).toBe(renderSequenceSvg(samples, { blankLast: true }));
  });

  it('rejects figures it cannot lay out', () => {
    expect(() => renderSequenceSvg([repeated({ shape: 'circle' }, 10)])).toThrow();
    expect(() =>
      renderSequenceSvg([figure({ shape: 'circle', at: { row: 0, col: 0 } }, { shape: 'square' })]),
    ).toThrow();
  });
});

describe('renderOptionsSvg', () => {
  it('labels five figures A to E in order', () => {
    const svg = renderOptionsSvg(samples);
    checkWellFormed(svg);
    expect(svg).toMatch(/viewBox="0 0 \d+ \d+"/);
    const labels = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
    expect(labels).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(svg).not.toContain('>?<');
  });

  it('escapes label text and is deterministic', () => {
    const svg = renderOptionsSvg(samples.slice(0, 2), ['<1>', 'a&b']);
    checkWellFormed(svg);
    expect(svg).toContain('&lt;1&gt;');
    expect(renderOptionsSvg(samples)).toBe(renderOptionsSvg(samples));
  });
});

describe('figure descriptions and transforms', () => {
  it('counts runs of equal glyphs and names spots', () => {
    expect(describeFigure(repeated({ shape: 'cross', fill: 'solid' }, 3))).toBe('three solid crosses');
    expect(describeFigure(samples[2] ?? figure())).toBe(
      'an outlined arrow pointing right at top left, a solid cross at bottom right',
    );
    expect(describeSequence([samples[3] ?? figure()], { blankLast: true })).toBe(
      'A row of 2 boxes, left to right: 1) one outlined hexagon; 2) a question mark (the missing box).',
    );
  });

  it('mirrors left-right and turns by quarter turns', () => {
    const arrow = figure({ shape: 'arrow', rotation: 45, at: { row: 0, col: 0 } });
    expect(mirrorLeftRight(arrow).glyphs[0]).toMatchObject({ rotation: 315, at: { row: 0, col: 2 } });
    expect(rotateQuarterTurns(arrow, 1).glyphs[0]).toMatchObject({ rotation: 135, at: { row: 0, col: 2 } });
    expect(rotateQuarterTurns(arrow, 4)).toEqual(rotateQuarterTurns(arrow, 0));
  });
});
