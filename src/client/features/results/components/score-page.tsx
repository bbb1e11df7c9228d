import { Award, Home } from 'lucide-react';
import { Link } from 'react-router';
import { PageLoading } from '@/components/layout/page-loading';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useLatestResult } from '../api/use-latest-result';
import { ResultsLoadError } from './results-load-error';
import { ResultUnavailable } from './result-unavailable';
import { ScoreHighlight } from './score-highlight';

const TITLE = 'Your IQ Score | Official IQ Test Online';

/** Route `/results` (PRODUCT.md "score page"): the user's latest unlocked score, never a fixed value. */
export function ScorePage() {
  const latest = useLatestResult();

  if (latest.isPending) return <PageLoading />;
  if (latest.isError) return <ResultsLoadError error={latest.error} retry={() => void latest.refetch()} documentTitle={TITLE} />;

  const { result } = latest.data;
  return (
    <div className="bg-linear-to-b from-brand-50 to-white">
      <title>{TITLE}</title>
      <div className="mx-auto flex max-w-xl flex-col gap-8 px-4 py-8 sm:py-12">
        {!result || !result.unlocked || result.iqScore === null ? (
          <ResultUnavailable reason={result ? 'locked' : 'none'} headingLevel={1} />
        ) : (
          <>
            <h1 className="text-center text-3xl font-extrabold tracking-tight sm:text-4xl">Your IQ Score</h1>
            <Card className="p-6 sm:p-8">
              <ScoreHighlight result={result} score={result.iqScore} />
            </Card>
            <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
              <Button asChild size="lg">
                <Link to={paths.congratulations}>
                  <Award aria-hidden="true" />
                  See My Certificate
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to={paths.home}>
                  <Home aria-hidden="true" />
                  Back to Home
                </Link>
              </Button>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
