import { isRoutedPath } from '@shared/app-paths';
import { ClipboardList } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { userMessage } from '@/lib/api-error';
import { useResults } from '../api/use-results';
import { ResultItem } from './result-item';

/** Route `/profile/tests` (member-area §2): the user's results, newest first, each with its report and certificate. */
export function MyTestResultsPage() {
  const results = useResults();
  // The catalogue arrives in a later issue; until then the IQ test is the one test to take.
  const browsePath = isRoutedPath('/tests') ? '/tests' : paths.start;

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10 sm:py-14">
      <title>My Test Results | Official IQ Test Online</title>
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">My Test Results</h1>
      {results.isPending ? (
        <div role="status" className="flex flex-col gap-4">
          <span className="sr-only">Loading your results...</span>
          <Skeleton className="h-28 w-full rounded-2xl" />
          <Skeleton className="h-28 w-full rounded-2xl" />
        </div>
      ) : results.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3">
          <p className="text-sm text-red-700">{userMessage(results.error, 'Failed to load test results')}</p>
          <Button variant="outline" onClick={() => void results.refetch()}>
            Try again
          </Button>
        </div>
      ) : results.data.results.length === 0 ? (
        <Card className="flex flex-col items-center gap-4 p-10 text-center">
          <ClipboardList className="size-10 text-brand-700" aria-hidden="true" />
          <h2 className="text-xl font-semibold">No test results yet</h2>
          <p className="text-muted">Take a test and your results and certificates will be kept here.</p>
          <Button asChild size="lg">
            <Link to={browsePath}>Browse Available Tests</Link>
          </Button>
        </Card>
      ) : (
        <ul className="flex flex-col gap-4">
          {results.data.results.map((result) => (
            <li key={result.id}>
              <ResultItem result={result} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
