import { SUBSCRIPTION_PLAN, formatCents } from '../../../shared/payments/products';

/** PRODUCT.md principle 6: what is charged, when, and how to cancel, beside every pay button (here: hosted checkout). */
export function trialTerms(todayCents: number): string {
  return (
    `${formatCents(todayCents)} today, then ${formatCents(SUBSCRIPTION_PLAN.priceCents)}/${SUBSCRIPTION_PLAN.interval} ` +
    `after your ${SUBSCRIPTION_PLAN.trialDays}-day trial. Cancel anytime from your account.`
  );
}
