import { Receipt } from 'lucide-react';
import { PaymentHistory } from '@/features/subscription';
import { HelpGroup } from './help-group';

/** Billing and payments: every payment as the provider confirmed it, with a PDF receipt for each paid one. */
export function BillingGroup() {
  return (
    <HelpGroup id="billing" icon={Receipt} title="Billing and payments" description="Your payments and their receipts (PDF).">
      <PaymentHistory emptyText="You have made no payments yet." />
    </HelpGroup>
  );
}
