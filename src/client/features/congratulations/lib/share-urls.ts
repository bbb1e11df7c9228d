/** The networks a certificate can be shared to (spec §2 /congratulations). */
export const SHARE_NETWORKS = ['linkedin', 'x', 'facebook'] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

export const SHARE_NETWORK_LABELS: Record<ShareNetwork, string> = { linkedin: 'LinkedIn', x: 'Twitter/X', facebook: 'Facebook' };

/** Spec §9: the share window is a 600 × 400 popup. */
export const SHARE_POPUP_FEATURES = 'popup,width=600,height=400';

/**
 * The network's own share address for a certificate's public check page. LinkedIn and Facebook read the page's
 * address only; X also takes the post's text.
 */
export function shareUrl(network: ShareNetwork, verifyUrl: string, text: string): string {
  const url = encodeURIComponent(verifyUrl);
  switch (network) {
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${url}`;
    case 'x':
      return `https://twitter.com/intent/tweet?url=${url}&text=${encodeURIComponent(text)}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${url}`;
  }
}

/** What the shared post says: the real score and test, nothing more. */
export function shareText(score: number, testTitle: string): string {
  return `I scored ${score} on the ${testTitle}. Check my certificate:`;
}
