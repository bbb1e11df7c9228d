export interface ShareData {
  title: string;
  text: string;
  url: string;
}

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/**
 * The platform's share sheet where there is one, else the link copied to the clipboard. A share refused for another
 * reason than the user closing the sheet (the page lost the click's permission while the link was fetched) still
 * copies. 'failed' when neither works: the page then shows the link to copy by hand.
 */
export async function shareLink(data: ShareData, nav: Navigator = navigator): Promise<ShareOutcome> {
  if (typeof nav.share === 'function' && (typeof nav.canShare !== 'function' || nav.canShare(data))) {
    try {
      await nav.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await nav.clipboard.writeText(data.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
