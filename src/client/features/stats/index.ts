export { usePublicStats } from './api/use-public-stats';
export { useSiteCopy } from './api/use-site-copy';
export { useTestSummary } from './api/use-test-summary';
export { formatCount, minutesFromSeconds, plural } from './lib/format';
