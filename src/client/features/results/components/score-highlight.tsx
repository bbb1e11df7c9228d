import type { ResultSummary } from '@shared/schemas/results';
import { percentileForScore, topPercentForScore } from '@shared/assessment/iq-bands';
import { formatResultDate } from '../lib/format-result-date';

/** An unlocked result's score with where it stands (the percentile table of member-area §9), its test and its day. */
export function ScoreHighlight({ result, score }: { result: ResultSummary; score: number }) {
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <p className="flex flex-col items-center">
        <span className="text-sm font-semibold tracking-wide text-muted uppercase">IQ score</span>
        <span className="text-7xl font-extrabold tracking-tight text-brand-700 tabular-nums">{score}</span>
      </p>
      <p className="text-lg text-ink">Your IQ score is higher than {percentileForScore(score)}% of people</p>
      <p className="rounded-full bg-emerald-100 px-4 py-1 text-sm font-semibold text-emerald-800">Top {topPercentForScore(score)}%</p>
      <p className="text-sm text-muted">
        {result.testTitle} · {formatResultDate(result.completedAt)}
      </p>
    </div>
  );
}
