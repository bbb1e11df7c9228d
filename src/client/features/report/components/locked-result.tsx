import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import type { ResultSummary } from '@shared/schemas/results';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { formatTestDate } from '../lib/report-format';

/** A result whose score and report wait for the trial: no score is shown, only how to unlock it. */
export function LockedResult({ result }: { result: ResultSummary }) {
  return (
    <Card className="flex flex-col items-start gap-3 p-6" role="region" aria-labelledby="locked-heading">
      <h2 id="locked-heading" className="flex items-center gap-2 text-lg font-semibold">
        <Lock className="size-5 text-brand-700" aria-hidden="true" />
        This report is locked
      </h2>
      <p className="text-muted">
        Your {result.testTitle} of {formatTestDate(result.completedAt)} is scored. Your score, certificate and full report unlock with the
        trial.
      </p>
      <Button asChild>
        <Link to={paths.checkout}>Unlock with the trial</Link>
      </Button>
    </Card>
  );
}
