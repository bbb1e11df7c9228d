/**
 * Spec §4: buying an upsell without a saved card opens the hosted checkout in a new tab. Browsers allow a new
 * window only during the click itself, so when a checkout is likely the tab is opened blank in the click handler
 * and pointed at the checkout once the server has answered; when it is not needed it is closed again.
 */
export function reserveCheckoutTab(): Window | null {
  const tab = window.open('', '_blank');
  if (!tab) return null;
  // The checkout is another site (Stripe): it gets no handle on this page.
  tab.opener = null;
  try {
    tab.document.title = 'Opening secure checkout...';
    tab.document.body.textContent = 'Opening secure checkout...';
  } catch {
    // A browser that gives no access to the blank page still shows it; the checkout replaces it in a moment.
  }
  return tab;
}

/**
 * Sends the buyer to the checkout: the reserved tab, else a new one (still allowed shortly after the click in
 * most browsers), else this tab when pop-ups are blocked. Says which, so the page can say what happens next.
 */
export function openCheckout(url: string, reserved: Window | null): 'new-tab' | 'same-tab' {
  if (reserved && !reserved.closed) {
    reserved.location.href = url;
    return 'new-tab';
  }
  const tab = window.open(url, '_blank');
  if (tab) {
    tab.opener = null;
    return 'new-tab';
  }
  window.location.assign(url);
  return 'same-tab';
}

/** Closes a reserved tab that is not needed after all (the charge went through in one click, or failed). */
export function releaseCheckoutTab(tab: Window | null) {
  if (tab && !tab.closed) tab.close();
}
