import { describe, expect, it } from 'vitest';
import { SHARE_NETWORKS, SHARE_POPUP_FEATURES, shareText, shareUrl } from './share-urls';

const VERIFY = 'https://iq.example/verify/IQC-ABCD-EFGH-JKMN-PQRS-TVWX?x=1&y=2';

describe('share urls', () => {
  it('puts the encoded verify address into each network share address', () => {
    expect(shareUrl('linkedin', VERIFY, 'hi')).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(VERIFY)}`);
    expect(shareUrl('facebook', VERIFY, 'hi')).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(VERIFY)}`);
    expect(shareUrl('x', VERIFY, 'I scored 120 & more')).toBe(
      `https://twitter.com/intent/tweet?url=${encodeURIComponent(VERIFY)}&text=I%20scored%20120%20%26%20more`,
    );
  });

  it('keeps the verify address one parameter whatever it contains', () => {
    for (const network of SHARE_NETWORKS) {
      const parsed = new URL(shareUrl(network, VERIFY, 'text'));
      expect(parsed.protocol).toBe('https:');
      expect([parsed.searchParams.get('url'), parsed.searchParams.get('u')]).toContain(VERIFY);
    }
  });

  it('opens a 600 by 400 popup and words the post with the real score', () => {
    expect(SHARE_POPUP_FEATURES).toContain('width=600');
    expect(SHARE_POPUP_FEATURES).toContain('height=400');
    expect(shareText(131, 'Official IQ Test')).toBe('I scored 131 on the Official IQ Test. Check my certificate:');
  });
});
