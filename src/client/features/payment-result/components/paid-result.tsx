import { Link } from 'react-router';
import { PRODUCTS, formatCents } from '@shared/payments/products';
import type { CompletePurchaseResponse } from '@shared/schemas/payments';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { nextAfterUpsell } from '../lib/next-after-upsell';
import { ResultActions } from './result-actions';
import { TransactionId } from './transaction-id';
import { TrialNotice } from './trial-notice';
import { WhatsNext } from './whats-next';

/** PRODUCT.md "Accounts across the funnel": an e-mail that already had an account signs in with a link instead. */
function ExistingAccount({ email }: { email: string }) {
  return (
    <p className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-left text-sm text-amber-900">
      <span className="font-medium">{email}</span> already has an account, and this purchase is in it.{' '}
      <Link to={paths.login} className="font-semibold underline">
        Sign in
      </Link>{' '}
      to see everything you own.
    </p>
  );
}

/** The body of 'Payment Successful!': the trial's notice and next steps, or the upsell that was bought. */
export function PaidResult({ purchase, sessionId }: { purchase: CompletePurchaseResponse; sessionId: string }) {
  const product = PRODUCTS[purchase.product];
  const trial = purchase.product === 'trial';
  return (
    <>
      <p className="mt-2 text-muted">
        {trial ? 'Thank you! Your payment of ' : `Thank you! You bought ${product.name} for `}
        {formatCents(purchase.amountCents, purchase.currency)}
        {trial ? ' went through.' : '.'}
      </p>
      {trial && purchase.subscription ? <TrialNotice subscription={purchase.subscription} /> : null}
      {purchase.existingAccount ? <ExistingAccount email={purchase.email} /> : null}
      {trial ? <WhatsNext /> : null}
      <TransactionId sessionId={sessionId} />
      <ResultActions>
        {trial ? (
          <>
            <Button asChild size="lg">
              <Link to={paths.confirmEmail}>Continue</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={paths.home}>Go Home</Link>
            </Button>
          </>
        ) : (
          <Button asChild size="lg">
            <Link to={nextAfterUpsell(purchase.product)}>Continue</Link>
          </Button>
        )}
      </ResultActions>
    </>
  );
}
