export { useLatestResult } from './api/use-latest-result';
export { ResultsLoadError } from './components/results-load-error';
export { ResultUnavailable } from './components/result-unavailable';
export { ScoreHighlight } from './components/score-highlight';
export { ScorePage } from './components/score-page';
export { formatResultDate } from './lib/format-result-date';
