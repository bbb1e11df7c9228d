/** One slot of the numbered pager: a question number (1-based) or a gap shown as an ellipsis. */
export type PagerItem = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/**
 * The pages the pager shows: the first, the last, and the current page with its neighbours. A gap of a single
 * page shows that page instead of an ellipsis, since an ellipsis would take the same room and hide it.
 */
export function pagerPages(current: number, total: number): PagerItem[] {
  if (total < 1) return [];
  const page = Math.min(Math.max(1, current), total);
  const wanted = new Set([1, total, page - 1, page, page + 1].filter((p) => p >= 1 && p <= total));
  for (const p of [...wanted]) {
    if (wanted.has(p + 2) && !wanted.has(p + 1)) wanted.add(p + 1);
  }
  const sorted = [...wanted].sort((a, b) => a - b);
  const items: PagerItem[] = [];
  sorted.forEach((p, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && p - previous > 1) items.push({ kind: 'gap', key: `gap-${previous}-${p}` });
    items.push({ kind: 'page', page: p });
  });
  return items;
}
