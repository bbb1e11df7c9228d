/** The paywall's pay section (spec §2), and how far above it a scroll stops so the fixed headers do not cover it. */
export const PROMO_SECTION_ID = 'promo-code-section';
export const PROMO_SCROLL_OFFSET_PX = 140;

/**
 * Scrolls smoothly (instantly under reduced motion) to the pay section, 140 px above its top, and moves keyboard
 * focus there so the next Tab continues from the section.
 */
export function scrollToPromoSection(): void {
  const target = document.getElementById(PROMO_SECTION_ID);
  if (!target) return;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const top = target.getBoundingClientRect().top + window.scrollY - PROMO_SCROLL_OFFSET_PX;
  window.scrollTo({ top: Math.max(0, top), behavior: reduce ? 'auto' : 'smooth' });
  target.focus({ preventScroll: true });
}
