export { usePublicStats } from './api/use-public-stats';
export { useRecentBuyers } from './api/use-recent-buyers';
export { useSiteCopy } from './api/use-site-copy';
export { useTestSummary } from './api/use-test-summary';
export { averageIqLabel } from './lib/average-iq-label';
export { formatCount, minutesFromSeconds, plural } from './lib/format';
