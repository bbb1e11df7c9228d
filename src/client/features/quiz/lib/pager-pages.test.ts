import { describe, expect, it } from 'vitest';
import { type PagerItem, pagerPages } from './pager-pages';

/** The pager as a compact string: page numbers, and '…' for a gap. */
function shape(items: PagerItem[]): string {
  return items.map((item) => (item.kind === 'page' ? String(item.page) : '…')).join(' ');
}

describe('pagerPages', () => {
  it('shows the first page, its neighbour, a gap and the last page on the first page', () => {
    expect(shape(pagerPages(1, 31))).toBe('1 2 … 31');
  });

  it('shows the first page, a gap, the neighbour and the last page on the last page', () => {
    expect(shape(pagerPages(31, 31))).toBe('1 … 30 31');
  });

  it('puts gaps on both sides of a page in the middle', () => {
    expect(shape(pagerPages(15, 31))).toBe('1 … 14 15 16 … 31');
  });

  it('shows a single hidden page instead of an ellipsis', () => {
    expect(shape(pagerPages(4, 31))).toBe('1 2 3 4 5 … 31');
    expect(shape(pagerPages(28, 31))).toBe('1 … 27 28 29 30 31');
  });

  it('shows every page of a short quiz without gaps', () => {
    expect(shape(pagerPages(1, 1))).toBe('1');
    expect(shape(pagerPages(2, 3))).toBe('1 2 3');
    expect(shape(pagerPages(3, 5))).toBe('1 2 3 4 5');
  });

  it('hides two or more pages behind one ellipsis even in a short quiz', () => {
    expect(shape(pagerPages(1, 5))).toBe('1 2 … 5');
  });

  it('keeps out-of-range current pages inside the quiz', () => {
    expect(shape(pagerPages(0, 31))).toBe('1 2 … 31');
    expect(shape(pagerPages(99, 31))).toBe('1 … 30 31');
  });

  it('returns nothing for an empty quiz', () => {
    expect(pagerPages(1, 0)).toEqual([]);
  });

  it('gives every gap a unique key', () => {
    const keys = pagerPages(15, 31).flatMap((item) => (item.kind === 'gap' ? [item.key] : []));
    expect(new Set(keys).size).toBe(keys.length);
  });
});
