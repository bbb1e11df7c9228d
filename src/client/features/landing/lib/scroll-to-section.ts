/**
 * Scrolls smoothly to an in-page section (instantly under reduced motion) and moves keyboard focus there,
 * so the next Tab continues from the section rather than from the link.
 */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
  return true;
}
