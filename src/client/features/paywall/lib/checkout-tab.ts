/**
 * The hosted checkout opens in a new tab (spec §4). Browsers let a page open a window only during the click itself,
 * so a blank tab is opened at once and pointed at the checkout once the server has answered.
 */
export interface CheckoutTab {
  go(url: string): void;
  close(): void;
}

export function openCheckoutTab(): CheckoutTab {
  const tab = window.open('about:blank', '_blank');
  // The checkout page has no business with this page: cut the link back (what rel=noopener would do).
  if (tab) tab.opener = null;
  return {
    go(url) {
      if (tab && !tab.closed) tab.location.href = url;
      // A blocked pop-up: take this tab to the checkout instead; its cancel link brings the visitor back.
      else window.location.assign(url);
    },
    close() {
      if (tab && !tab.closed) tab.close();
    },
  };
}
