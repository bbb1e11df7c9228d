import { useSession } from '@/features/session';
import { BillingGroup } from './billing-group';
import { LegalGroup } from './legal-group';
import { SubscriptionGroup } from './subscription-group';
import { SupportGroup } from './support-group';

/** Route `/profile/help` (member-area §2): four groups, each item doing its job (PRODUCT.md principle 4). */
export function HelpCenterPage() {
  const session = useSession();
  if (session.status !== 'signed-in') return null;

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-10 px-4 py-10 sm:py-14">
      <title>Help Center | Official IQ Test Online</title>
      <div className="flex flex-col gap-1">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Help Center</p>
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">How can we help?</h1>
      </div>
      <SubscriptionGroup />
      <BillingGroup />
      <LegalGroup />
      <SupportGroup email={session.user.email} />
    </div>
  );
}
