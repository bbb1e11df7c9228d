import { CalendarClock } from 'lucide-react';
import { SUBSCRIPTION_PLAN, formatCents } from '@shared/payments/products';
import type { Subscription } from '@shared/schemas/payments';

const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** Spec §2: the 7-day trial notice, shown while the subscription is in trial, with the day it ends and what follows. */
export function TrialNotice({ subscription }: { subscription: Subscription }) {
  if (!subscription.in_trial || !subscription.trial_end) return null;
  const ends = DATE.format(new Date(subscription.trial_end));
  return (
    <div className="mt-6 flex items-start gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 text-left text-sm text-brand-900">
      <CalendarClock className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <p>
        <strong>Your {SUBSCRIPTION_PLAN.trialDays}-day trial has started.</strong> It runs until {ends}. After that your
        membership is {formatCents(subscription.priceCents, subscription.currency)}/month until you cancel. Cancel anytime in
        two clicks from your account.
      </p>
    </div>
  );
}
