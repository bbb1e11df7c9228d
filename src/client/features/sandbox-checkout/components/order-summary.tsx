import { formatCents } from '@shared/payments/products';
import type { SandboxSession } from '@shared/schemas/payments';

/** What is being bought, for how much, and for whom: the left-hand side of a hosted checkout page. */
export function OrderSummary({ session }: { session: SandboxSession }) {
  return (
    <section aria-labelledby="order-summary-heading" className="space-y-3">
      <h2 id="order-summary-heading" className="text-sm font-medium text-muted">
        Order summary
      </h2>
      <div className="flex items-start justify-between gap-4">
        <div>
          <p className="font-semibold text-ink">{session.productName}</p>
          <p className="text-sm text-muted">{session.description}</p>
        </div>
        <p className="text-2xl font-bold text-ink">{formatCents(session.amountCents, session.currency)}</p>
      </div>
      {session.email ? (
        <p className="text-sm text-muted">
          Receipt to <span className="font-medium text-ink">{session.email}</span>
        </p>
      ) : null}
    </section>
  );
}
