/** Cache keys of the public figures; shared so every page reads the same cached answer. */
export const statsKeys = {
  publicStats: ['public', 'stats'] as const,
  siteCopy: ['public', 'site-copy'] as const,
  testSummary: ['public', 'test-summary'] as const,
  recentBuyers: ['public', 'recent-buyers'] as const,
};
