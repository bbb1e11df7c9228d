import { ArrowRight, Brain } from 'lucide-react';
import { Link } from 'react-router';
import { NoActiveTest } from '@/components/no-active-test';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useTestSummary } from '@/features/stats';
import { ApiError } from '@/lib/api-error';
import { AverageIq } from './average-iq';
import { TestFacts } from './test-facts';

/** Route `/start` (spec §2). Prerendered: the first render shows the facts without figures until the summary loads. */
export function StartPage() {
  const { data: summary, error } = useTestSummary();
  if (error instanceof ApiError && error.code === 'NO_ACTIVE_TEST') return <NoActiveTest />;

  return (
    <div className="bg-linear-to-b from-brand-50 to-white">
      <title>Before You Start | Official IQ Test Online</title>
      <div className="mx-auto flex max-w-2xl flex-col gap-8 px-4 py-10 sm:py-16">
        <div className="flex flex-col items-center gap-4 text-center">
          <span className="flex size-16 items-center justify-center rounded-2xl bg-brand-700 text-white shadow-lg">
            <Brain className="size-9" aria-hidden="true" />
          </span>
          <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">Ready to test your IQ?</h1>
          <p className="max-w-lg text-lg text-muted">Here is what to expect. Find a quiet place and take your time within the limit.</p>
        </div>
        <TestFacts summary={summary} />
        <AverageIq />
        <Button asChild size="lg" className="w-full sm:mx-auto sm:w-auto sm:min-w-64">
          <Link to={paths.quiz}>
            Start Test
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </div>
  );
}
