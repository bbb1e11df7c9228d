import { ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useSiteCopy } from '@/features/stats';

/**
 * The money-back guarantee, stated with the operator's setting (PRODUCT.md: one setting, shown the same on every
 * page). Nothing is stated until the setting has loaded, so the page never shows a period that is not the real one.
 */
export function MoneyBackGuarantee() {
  const copy = useSiteCopy();
  if (copy.isPending) {
    return (
      <div role="status" className="flex flex-col gap-2">
        <span className="sr-only">Loading the money-back guarantee…</span>
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-5 w-2/3" />
      </div>
    );
  }
  if (copy.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-2 text-sm text-red-700">
        <p>The money-back guarantee period could not be loaded.</p>
        <Button variant="outline" size="sm" onClick={() => void copy.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const days = copy.data.moneyBackDays;
  return (
    <p className="flex items-start gap-2 rounded-xl border border-green-200 bg-green-50 p-4 text-green-900">
      <ShieldCheck className="mt-1 size-5 shrink-0" aria-hidden="true" />
      {days > 0 ? (
        <span>
          <strong>{`${days}-day money-back guarantee.`}</strong>{` If you are not satisfied, ask within ${days} days of a payment and we refund that payment in full.`}
        </span>
      ) : (
        <span>There is no money-back guarantee period at the moment. If a payment went wrong, write to us and we will look into it.</span>
      )}
    </p>
  );
}
