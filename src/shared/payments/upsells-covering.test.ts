import { describe, expect, it } from 'vitest';
import { upsellsCovering } from './products';

describe('upsells that give everything another one gives', () => {
  it('counts the Ultra pack and the premium bundle for the extended report, and each for the other', () => {
    expect(upsellsCovering('extended').sort()).toEqual(['extended', 'premium-bundle-retention', 'ultra']);
    expect(upsellsCovering('ultra').sort()).toEqual(['premium-bundle-retention', 'ultra']);
    expect(upsellsCovering('premium-bundle-retention').sort()).toEqual(['premium-bundle-retention', 'ultra']);
  });

  it('counts only itself where nothing else gives the same', () => {
    expect(upsellsCovering('cognitive-analysis-report')).toEqual(['cognitive-analysis-report']);
    expect(upsellsCovering('cognitive-growth-retention')).toEqual(['cognitive-growth-retention']);
  });
});
