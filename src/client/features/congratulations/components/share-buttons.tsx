import type { MouseEvent } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { SHARE_NETWORKS, SHARE_NETWORK_LABELS, SHARE_POPUP_FEATURES, type ShareNetwork, shareText, shareUrl } from '../lib/share-urls';

/**
 * Opens the network's share page in a 600 × 400 popup (spec §9). Where the browser refuses the popup, the link's own
 * new-tab navigation goes ahead instead, so the click always does something.
 */
function openSharePopup(event: MouseEvent<HTMLAnchorElement>, network: ShareNetwork) {
  const popup = window.open(event.currentTarget.href, `share-${network}`, SHARE_POPUP_FEATURES);
  if (!popup) return;
  popup.opener = null;
  event.preventDefault();
}

/** Share the certificate's public check page to LinkedIn, Twitter/X and Facebook. */
export function ShareButtons({ verifyUrl, score, testTitle }: { verifyUrl: string; score: number; testTitle: string }) {
  const text = shareText(score, testTitle);
  return (
    <ul className="grid gap-3 sm:grid-cols-3" aria-label="Share your certificate">
      {SHARE_NETWORKS.map((network) => (
        <li key={network}>
          <a
            href={shareUrl(network, verifyUrl, text)}
            target="_blank"
            rel="noopener noreferrer"
            onClick={(event) => openSharePopup(event, network)}
            className={buttonVariants({ variant: 'outline', className: 'w-full' })}
          >
            Share on {SHARE_NETWORK_LABELS[network]}
            <span className="sr-only"> (opens in a new window)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
