export {
  type Figure,
  type Fill,
  type Glyph,
  type GlyphSize,
  type Shape,
  type Spot,
  figure,
  normalizeRotation,
  OPTION_LABELS,
  repeated,
  SHAPES,
} from './figure-types';
export { renderOptionsSvg, renderSequenceSvg, type SequenceLayout } from './render-sheets';
export { describeFigure, describeGlyph, describeOptions, describeSequence } from './describe-figure';
export { mirrorLeftRight, mirrorTopBottom, rotateQuarterTurns } from './figure-transforms';
