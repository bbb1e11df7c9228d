import { CircleCheckBig } from 'lucide-react';
import { Link } from 'react-router';
import { PRODUCTS } from '@shared/payments/products';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { ownedProducts, useEntitlements } from '@/features/upsells';
import { userMessage } from '@/lib/api-error';

/** What the user owns now (GET /api/payments/entitlements), by the products' names. */
export function OwnedList({ labelledBy }: { labelledBy: string }) {
  const { entitlements } = useEntitlements();

  if (entitlements.isPending) {
    return (
      <div role="status" className="flex flex-col gap-3">
        <span className="sr-only">Loading what you own...</span>
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
      </div>
    );
  }
  if (entitlements.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p className="text-sm text-red-700">{userMessage(entitlements.error, 'What you own could not be loaded. Please try again.')}</p>
        <Button variant="outline" onClick={() => void entitlements.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  const codes = ownedProducts(entitlements.data);
  if (codes.length === 0) {
    return (
      <p className="text-muted">
        Nothing yet. <Link to={paths.checkout} className="font-semibold text-brand-700 underline underline-offset-2">Get your full results</Link>
      </p>
    );
  }
  return (
    <ul aria-labelledby={labelledBy} className="flex flex-col gap-3">
      {codes.map((code) => (
        <li key={code} className="flex items-start gap-3 rounded-xl border border-gray-200 bg-white p-4">
          <CircleCheckBig className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden="true" />
          <span className="flex flex-col gap-1">
            <span className="font-semibold text-ink">{PRODUCTS[code].name}</span>
            <span className="text-sm text-muted">{PRODUCTS[code].description}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
