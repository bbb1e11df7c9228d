import { FlaskConical } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * PRODUCT.md "Payments": whenever the sandbox (or Stripe with test keys) takes the payment, the page says so, so
 * nobody mistakes a test charge for a real one.
 */
export function TestModeBanner({ children }: { children?: ReactNode }) {
  return (
    <div role="note" aria-label="Test mode" className="border-y border-amber-300 bg-amber-50 px-4 py-2 text-center text-sm text-amber-900">
      <p className="flex flex-wrap items-center justify-center gap-x-2 gap-y-1">
        <FlaskConical className="size-4 shrink-0" aria-hidden="true" />
        <strong className="font-semibold">Test mode</strong>
        <span>No real money is charged.</span>
        {children}
      </p>
    </div>
  );
}
