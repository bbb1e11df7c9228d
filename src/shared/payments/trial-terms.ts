import { SUBSCRIPTION_PLAN, formatCents } from './products';

/**
 * PRODUCT.md principle 6: what is charged, when, and how to leave, beside every pay button — the card form, the
 * paywall and the hosted checkout say the same words, built from the plan the server charges.
 */
export function trialTermsText(todayCents: number): string {
  return (
    `${formatCents(todayCents)} today, then ${formatCents(SUBSCRIPTION_PLAN.priceCents)}/${SUBSCRIPTION_PLAN.interval} ` +
    `after your ${SUBSCRIPTION_PLAN.trialDays}-day trial until you cancel. Cancel anytime in two clicks from your account.`
  );
}
