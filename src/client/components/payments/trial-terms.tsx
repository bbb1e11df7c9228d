import { SUBSCRIPTION_PLAN, formatCents } from '@shared/payments/products';
import { cn } from '@/lib/cn';

export interface TrialTermsInput {
  /** What is charged today (the offer price, the list price after the hold, or the promo price). */
  todayCents: number;
  /** The plan the trial turns into; the shared constants unless the server says otherwise. */
  priceCents?: number;
  trialDays?: number;
}

/**
 * PRODUCT.md principle 6: what is charged, when, and how to leave, stated beside every pay button. Built from the
 * shared plan so the wording can never drift from what the server charges.
 */
export function trialTermsText({ todayCents, priceCents = SUBSCRIPTION_PLAN.priceCents, trialDays = SUBSCRIPTION_PLAN.trialDays }: TrialTermsInput): string {
  return (
    `${formatCents(todayCents)} today, then ${formatCents(priceCents)}/month after your ${trialDays}-day trial until you cancel. ` +
    'Cancel anytime in two clicks from your account.'
  );
}

export function TrialTerms({ className, ...input }: TrialTermsInput & { className?: string }) {
  return <p className={cn('text-center text-xs leading-relaxed text-muted', className)}>{trialTermsText(input)}</p>;
}
