import { PageLoading } from '@/components/layout/page-loading';
import { useResults } from '../api/use-results';
import { useLoadFailedToast } from '../hooks/use-load-failed-toast';
import { REPORT_DOCUMENT_TITLE } from '../lib/document-title';
import { LoadFailed } from './load-failed';
import { NoResults } from './no-results';
import { ReportWithHistory } from './report-with-history';

/** Route `/profile/report` (member-area §2, signed-in only): the IQ report of one of the user's results. */
export function ReportPage() {
  const results = useResults();
  useLoadFailedToast(results.isError);

  if (results.isPending) return <PageLoading />;
  if (results.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <title>{REPORT_DOCUMENT_TITLE}</title>
        <h1 className="mb-6 text-3xl font-extrabold tracking-tight">Your IQ Report</h1>
        <LoadFailed onRetry={() => void results.refetch()} retrying={results.isFetching} />
      </div>
    );
  }
  if (results.data.results.length === 0) return <NoResults />;
  return <ReportWithHistory results={results.data.results} />;
}
