import { CreditCard } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { SubscriptionCard, useSubscription } from '@/features/subscription';
import { HelpGroup } from './help-group';

/** Subscription management: the membership's status and its two-click cancel (PRODUCT.md principle 6). */
export function SubscriptionGroup() {
  const subscription = useSubscription();
  return (
    <HelpGroup
      id="subscription"
      icon={CreditCard}
      title="Subscription management"
      description="See your membership, what is charged next and when, and cancel it in two clicks."
    >
      <SubscriptionCard />
      {subscription.data && !subscription.data.subscription ? (
        <Card className="p-6">
          <p className="text-sm text-muted">You have no membership. Nothing will be charged to you.</p>
        </Card>
      ) : null}
    </HelpGroup>
  );
}
