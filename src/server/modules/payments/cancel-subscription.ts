import { and, desc, eq, inArray } from 'drizzle-orm';
import { paths } from '../../../shared/app-paths';
import type { SubscriptionResponse } from '../../../shared/schemas/payments';
import { subscriptions } from '../../db/schema';
import type { AppDeps, SessionUser } from '../../lib/app-env';
import { AppError } from '../../lib/app-error';
import { renderMembershipCancelledEmail } from '../../lib/mailer/templates/membership-cancelled-email';
import { toSubscriptionResponse } from './get-subscription';
import { upsertSubscriptionSnapshot } from './ledger/upsert-subscription';
import { callProvider, requireProvider } from './require-provider';

/** Statuses in which a subscription may still charge, so cancelling it means something. */
const CANCELLABLE = ['trialing', 'active', 'past_due', 'incomplete', 'unpaid'];

/**
 * POST /api/payments/subscription/cancel (PRODUCT.md principle 6): cancels at the end of the period the user has
 * paid for (the trial's end while trialing), so nothing more is charged and access lasts until then. The provider's
 * answer is recorded like its webhook would be, and a confirmation mail is queued. Cancelling again answers the
 * state as it is, without a second call or mail.
 */
export async function cancelSubscription(deps: AppDeps, user: SessionUser): Promise<SubscriptionResponse> {
  const [running] = await deps.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, user.id), inArray(subscriptions.status, CANCELLABLE)))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  if (!running) throw new AppError('NO_SUBSCRIPTION', 'You have no active membership to cancel.');
  if (running.cancelAtPeriodEnd) return toSubscriptionResponse(running);

  const provider = requireProvider(deps);
  const snapshot = await callProvider(
    deps,
    'cancelSubscription',
    () => provider.cancelSubscription(running.providerSubscriptionId),
    'Your membership could not be cancelled right now. Please try again in a moment.',
  );
  await upsertSubscriptionSnapshot(deps, snapshot, deps.clock.now());

  const [cancelled] = await deps.db.select().from(subscriptions).where(eq(subscriptions.id, running.id));
  const view = toSubscriptionResponse(cancelled);
  const endsAt = view.subscription?.endsAt ?? null;
  await deps.mailer.enqueue({
    to: user.email,
    ...renderMembershipCancelledEmail({ accessUntil: endsAt ? new Date(endsAt) : null, accountUrl: `${deps.payments.publicUrl}${paths.profile}` }),
  });
  return view;
}
