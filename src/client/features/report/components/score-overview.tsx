import type { Report } from '@shared/schemas/results';
import { Card } from '@/components/ui/card';
import { formatDuration, formatTestDate } from '../lib/report-format';

/** The score and what it means: band, percentile, time taken against the limit, the test and its date. */
export function ScoreOverview({ report }: { report: Report }) {
  const { result } = report;
  const facts = [
    { term: 'Time taken', detail: `${formatDuration(result.timeTakenSeconds)} of ${formatDuration(report.timeLimitSeconds)}` },
    { term: 'Test date', detail: formatTestDate(result.completedAt) },
    { term: 'Test', detail: result.testTitle },
    { term: 'Name', detail: report.holderName },
  ];
  return (
    <Card className="flex flex-col gap-6 p-6 sm:flex-row sm:items-center" role="region" aria-labelledby="score-heading">
      <div className="flex flex-col items-center gap-1 text-center sm:w-56 sm:shrink-0">
        <h2 id="score-heading" className="text-sm font-semibold tracking-wide text-muted uppercase">
          Your IQ score
        </h2>
        <p className="text-6xl font-extrabold text-brand-700 tabular-nums">
          {result.iqScore}
        </p>
        <p className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">
          {report.band}
        </p>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-4">
        <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
          <p className="text-xl font-bold">Higher than {report.percentile}% of people</p>
          <p className="font-semibold text-brand-700">Top {report.topPercent}%</p>
        </div>
        <dl className="grid grid-cols-1 gap-3 text-sm min-[400px]:grid-cols-2">
          {facts.map((fact) => (
            <div key={fact.term} className="min-w-0">
              <dt className="text-muted">{fact.term}</dt>
              <dd className="font-semibold break-words">{fact.detail}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Card>
  );
}
