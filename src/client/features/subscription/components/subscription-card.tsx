import { CreditCard } from 'lucide-react';
import { SUBSCRIPTION_PLAN } from '@shared/payments/products';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { userMessage } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { useSubscription } from '../api/subscription-api';
import { formatDay, subscriptionView } from '../lib/subscription-view';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';

const HEADING_ID = 'subscription-heading';

/**
 * The signed-in area's subscription (PRODUCT.md principle 6): status, what is charged next and when, and the way
 * out. Users who never subscribed see nothing here.
 */
export function SubscriptionCard() {
  const query = useSubscription();
  if (query.isPending) return null;
  if (query.isError) {
    return (
      <Card className="flex flex-col items-start gap-3 p-6" role="alert">
        <h2 className="text-lg font-semibold">Your subscription</h2>
        <p className="text-sm text-red-700">{userMessage(query.error, 'Your subscription could not be loaded. Please try again.')}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Card>
    );
  }
  const subscription = query.data.subscription;
  if (!subscription) return null;

  const view = subscriptionView(subscription, new Date());
  const accessUntil = subscription.nextChargeAt ?? subscription.trial_end;
  return (
    <Card className="flex flex-col gap-4 p-6" role="region" aria-labelledby={HEADING_ID}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={HEADING_ID} className="flex items-center gap-2 text-lg font-semibold">
          <CreditCard className="size-5 text-brand-700" aria-hidden="true" />
          Your subscription
        </h2>
        <span
          className={cn(
            'rounded-full px-3 py-1 text-sm font-semibold',
            view.cancelled ? 'bg-gray-100 text-gray-800' : 'bg-emerald-100 text-emerald-800',
          )}
        >
          {view.status}
        </span>
      </div>
      <p>
        <span className="font-medium">{SUBSCRIPTION_PLAN.name}</span> <span className="text-muted">· {view.price}</span>
      </p>
      {view.trialNote ? <p className="text-sm text-muted">{view.trialNote}</p> : null}
      {view.charges ? <p className={cn('font-semibold', view.cancelled ? 'text-ink' : 'text-brand-800')}>{view.charges}</p> : null}
      {view.cancellable ? (
        <div className="flex flex-col items-start gap-2">
          <CancelSubscriptionDialog accessUntil={accessUntil ? formatDay(accessUntil) : null} />
          <p className="text-sm text-muted">Cancel any time: you keep access until the end of the period you paid for.</p>
        </div>
      ) : null}
    </Card>
  );
}
