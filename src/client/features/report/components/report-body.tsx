import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '@/lib/api-error';
import { RESULTS_LIST_QUERY_KEY } from '../api/results-api';
import { useReport } from '../api/use-report';
import { useLoadFailedToast } from '../hooks/use-load-failed-toast';
import { DomainScores } from './domain-scores';
import { LoadFailed } from './load-failed';
import { PaidSections } from './paid-sections';
import { PerformanceBars } from './performance-bars';
import { PopulationComparison } from './population-comparison';
import { Recommendations } from './recommendations';
import { ReportActions } from './report-actions';
import { ReportSkeleton } from './report-skeleton';
import { ScoreOverview } from './score-overview';

interface ReportBodyProps {
  resultId: string;
  /** The server does not know this result (any more): the page falls back to the newest. */
  onGone: (resultId: string) => void;
}

/** The chosen result's report, section by section (member-area §2 /profile/report, §9). */
export function ReportBody({ resultId, onGone }: ReportBodyProps) {
  const report = useReport(resultId);
  const queryClient = useQueryClient();
  const error = report.error;
  const gone = error instanceof ApiError && error.code === 'RESULT_NOT_FOUND';
  // A 402 here means the list was read before a refund took the report away: read the list again to show it locked.
  const locked = error instanceof ApiError && error.code === 'RESULT_LOCKED';
  useLoadFailedToast(report.isError && !gone && !locked);

  useEffect(() => {
    if (!gone && !locked) return;
    if (gone) onGone(resultId);
    void queryClient.invalidateQueries({ queryKey: RESULTS_LIST_QUERY_KEY });
  }, [gone, locked, onGone, resultId, queryClient]);

  if (report.isError) {
    if (gone || locked) return <ReportSkeleton />;
    return <LoadFailed onRetry={() => void report.refetch()} retrying={report.isFetching} />;
  }
  if (report.isPending) return <ReportSkeleton />;

  const data = report.data;
  return (
    <div className="flex flex-col gap-6">
      <ScoreOverview report={data} />
      <ReportActions report={data} />
      <div className="grid gap-6 md:grid-cols-2">
        <PerformanceBars bars={data.bars} />
        <PopulationComparison population={data.population} band={data.band} />
      </div>
      <DomainScores domains={data.domains} />
      <Recommendations recommendations={data.recommendations} />
      <PaidSections sections={data.sections} />
    </div>
  );
}
