import { paymentStatusLabel } from '@shared/payments/payment-status';
import type { ResultSummary } from '@shared/schemas/results';
import { FileText, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatDay } from '@/lib/format-day';
import { CertificateButton } from './certificate-button';

const LABEL_STYLE = {
  Paid: 'bg-emerald-100 text-emerald-800',
  Pending: 'bg-amber-100 text-amber-900',
  Failed: 'bg-red-100 text-red-800',
  Unknown: 'bg-gray-100 text-gray-800',
} as const;

/** One result: test, date, score (or Locked with the way to unlock it), payment status, report and certificate. */
export function ResultItem({ result }: { result: ResultSummary }) {
  const titleId = `result-${result.id}-title`;
  const label = paymentStatusLabel(result.paymentStatus);
  return (
    <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <h2 id={titleId} className="text-lg font-semibold break-words">
          {result.testTitle} <span className="font-normal text-muted">· {formatDay(result.completedAt)}</span>
        </h2>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          {result.unlocked && result.iqScore !== null ? (
            <span>
              IQ score <span className="text-xl font-extrabold text-brand-800 tabular-nums">{result.iqScore}</span>
            </span>
          ) : (
            <span className="flex flex-wrap items-center gap-x-2">
              <span className="inline-flex items-center gap-1 font-semibold">
                <Lock className="size-4" aria-hidden="true" />
                Locked
              </span>
              <Link to={paths.checkout} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline">
                Unlock your score
              </Link>
            </span>
          )}
          <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', LABEL_STYLE[label])}>{label}</span>
        </p>
      </div>
      <div className="flex shrink-0 flex-col gap-2 sm:flex-row">
        {/* The report page preselects this result; for a locked one it explains how to unlock it. */}
        <Button asChild>
          <Link to={`${paths.profileReport}?result=${encodeURIComponent(result.id)}`} aria-describedby={titleId}>
            <FileText aria-hidden="true" />
            View Results
          </Link>
        </Button>
        {result.unlocked ? <CertificateButton resultId={result.id} describedBy={titleId} /> : null}
      </div>
    </Card>
  );
}
