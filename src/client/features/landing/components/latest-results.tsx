import { Trophy } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { usePublicStats } from '@/features/stats';
import { ResultsTicker } from './results-ticker';

function LatestResultsBody() {
  const { data, isPending, isError } = usePublicStats();
  if (isPending) {
    return (
      <div role="status" className="flex flex-col gap-2">
        <span className="sr-only">Loading the latest results</span>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-14 rounded-xl" />
        ))}
      </div>
    );
  }
  if (isError) return <p className="py-6 text-center text-muted">The latest results are unavailable right now.</p>;
  if (data.latestResults.length === 0) return <p className="py-6 text-center text-muted">No results yet — be the first.</p>;
  return <ResultsTicker results={data.latestResults} />;
}

/** The most recent real results (first name and initial, score); an honest line when there are none. */
export function LatestResults() {
  return (
    <Card className="w-full p-5 text-ink shadow-xl sm:p-6">
      <section aria-labelledby="latest-results-heading" className="flex flex-col gap-4">
        <div className="flex items-center gap-2">
          <Trophy className="size-5 text-amber-600" aria-hidden="true" />
          <h2 id="latest-results-heading" className="text-lg font-semibold">
            Latest Results
          </h2>
        </div>
        <LatestResultsBody />
      </section>
    </Card>
  );
}
