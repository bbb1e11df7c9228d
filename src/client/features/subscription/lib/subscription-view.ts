import { formatCents } from '@shared/payments/products';
import type { Subscription } from '@shared/schemas/payments';

export interface SubscriptionView {
  /** 'Trial', 'Active', 'Cancelled', ... */
  status: string;
  /** The price as a plan: '$29.99 a month'. */
  price: string;
  /** 'Next charge: $29.99 on 29 Nov 2026', or after a cancel 'No further charges; access until 6 Dec 2026'. */
  charges: string | null;
  /** While the trial runs: 'Trial ends on 29 Nov 2026'. */
  trialNote: string | null;
  cancelled: boolean;
  /** The user can still cancel it (PRODUCT.md principle 6). */
  cancellable: boolean;
}

/** Subscriptions the provider will still charge, and that the user can therefore cancel. */
const CHARGEABLE = new Set(['trialing', 'active', 'past_due', 'unpaid']);

/** '29 Nov 2026': unambiguous in every locale of our readers. */
export function formatDay(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone }).format(new Date(iso));
}

function statusLabel(sub: Subscription, cancelled: boolean): string {
  if (cancelled) return 'Cancelled';
  if (sub.in_trial || sub.status === 'trialing') return 'Trial';
  if (sub.status === 'active') return 'Active';
  if (sub.status === 'past_due' || sub.status === 'unpaid') return 'Payment overdue';
  return sub.status.charAt(0).toUpperCase() + sub.status.slice(1).replaceAll('_', ' ');
}

function accessLine(sub: Subscription, now: Date, timeZone?: string): string {
  const until = sub.endsAt ?? sub.nextChargeAt ?? sub.trial_end;
  if (!until) return 'No further charges.';
  return new Date(until) > now
    ? `No further charges; access until ${formatDay(until, timeZone)}`
    : `No further charges; access ended on ${formatDay(until, timeZone)}`;
}

/** The subscription as the signed-in area states it (PRODUCT.md principle 6: what is charged, when). */
export function subscriptionView(sub: Subscription, now: Date, timeZone?: string): SubscriptionView {
  const cancelled = sub.cancelAtPeriodEnd || sub.status === 'canceled' || sub.canceledAt !== null;
  const charges = cancelled
    ? accessLine(sub, now, timeZone)
    : sub.nextChargeAt && sub.nextChargeCents !== null
      ? `Next charge: ${formatCents(sub.nextChargeCents, sub.currency)} on ${formatDay(sub.nextChargeAt, timeZone)}`
      : null;
  const inTrial = !cancelled && sub.in_trial && sub.trial_end !== null;
  return {
    status: statusLabel(sub, cancelled),
    price: `${formatCents(sub.priceCents, sub.currency)} a month`,
    charges,
    trialNote: inTrial && sub.trial_end ? `Trial ends on ${formatDay(sub.trial_end, timeZone)}` : null,
    cancelled,
    cancellable: !cancelled && CHARGEABLE.has(sub.status),
  };
}
