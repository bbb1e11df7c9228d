import type { ExtendedAnalysis } from '@shared/schemas/results';
import { formatTestDate } from '../lib/report-format';
import { LabelledBar } from './labelled-bar';

/** '4.2 s' under ten seconds, where the tenths matter; '37 s' above. */
function secondsText(seconds: number): string {
  return `${seconds < 10 ? seconds.toFixed(1) : Math.round(seconds)} s`;
}

/** The extended analysis (upsell 'extended'): accuracy, pace, question types, the score trend and insights. */
export function ExtendedAnalysisContent({ analysis }: { analysis: ExtendedAnalysis }) {
  const facts = [
    { term: 'Accuracy', detail: `${analysis.accuracyPercent}%` },
    { term: 'Correct answers', detail: `${analysis.correctAnswers} of ${analysis.scoredQuestions}` },
    { term: 'Questions answered', detail: `${analysis.answeredCount} of ${analysis.scoredQuestions}` },
    { term: 'Time per answer', detail: analysis.secondsPerAnswer === null ? 'No answers' : secondsText(analysis.secondsPerAnswer) },
  ];
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid grid-cols-2 gap-3 text-sm md:grid-cols-4">
        {facts.map((fact) => (
          <div key={fact.term} className="rounded-lg bg-gray-50 p-3">
            <dt className="text-muted">{fact.term}</dt>
            <dd className="text-lg font-bold tabular-nums">{fact.detail}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-col gap-3">
        <h3 className="font-semibold">By question type</h3>
        <div className="grid gap-4 md:grid-cols-2">
          {analysis.byQuestionType.map((area) => (
            <LabelledBar key={area.key} label={area.label} valueText={`${area.correct} of ${area.total} correct`} percent={area.percent} />
          ))}
        </div>
      </div>
      {analysis.scoreHistory.length > 1 ? (
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold">Your scores over time</h3>
          <ol className="flex flex-col gap-1 text-sm">
            {analysis.scoreHistory.map((entry) => (
              <li key={entry.resultId} className="flex justify-between gap-3 border-b border-gray-100 py-1">
                <span>{formatTestDate(entry.completedAt)}</span>
                <span className="font-semibold tabular-nums">IQ {entry.score}</span>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
      {analysis.insights.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold">Insights</h3>
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {analysis.insights.map((insight) => (
              <li key={insight}>{insight}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
