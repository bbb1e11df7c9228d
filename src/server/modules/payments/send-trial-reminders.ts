import { and, eq, gt, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import { paths } from '../../../shared/app-paths';
import { SUBSCRIPTION_PLAN, formatCents } from '../../../shared/payments/products';
import { subscriptions, user } from '../../db/schema';
import type { AppDeps } from '../../lib/app-env';
import { renderTrialReminderEmail } from '../../lib/mailer/templates/trial-reminder-email';

/** The reminder goes out this long before the trial turns into the paid membership. */
export const REMINDER_BEFORE_MS = 2 * 24 * 3600_000;

/**
 * Queues "your trial ends in 2 days" for every trial that converts within the next two days. Each subscription is
 * claimed by one UPDATE ... RETURNING, so any number of processes running this at once send each reminder once;
 * a mail that cannot be queued gives its claim back for the next run.
 */
export async function sendTrialReminders(deps: AppDeps): Promise<number> {
  const now = deps.clock.now();
  const claimed = await deps.db
    .update(subscriptions)
    .set({ reminderSentAt: now })
    .where(
      and(
        eq(subscriptions.status, 'trialing'),
        eq(subscriptions.cancelAtPeriodEnd, false),
        isNull(subscriptions.reminderSentAt),
        isNotNull(subscriptions.userId),
        gt(subscriptions.trialEnd, now),
        lte(subscriptions.trialEnd, new Date(now.getTime() + REMINDER_BEFORE_MS)),
      ),
    )
    .returning({ id: subscriptions.id, userId: subscriptions.userId, trialEnd: subscriptions.trialEnd, priceCents: subscriptions.priceCents, currency: subscriptions.currency });
  if (claimed.length === 0) return 0;

  const owners = await deps.db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(inArray(user.id, claimed.map((c) => c.userId!)));
  const emailOf = new Map(owners.map((o) => [o.id, o.email]));
  let sent = 0;
  for (const reminder of claimed) {
    const to = emailOf.get(reminder.userId!);
    try {
      if (!to) throw new Error('the subscription has no user e-mail');
      await deps.mailer.enqueue({
        to,
        ...renderTrialReminderEmail({
          chargeAt: reminder.trialEnd!,
          price: formatCents(reminder.priceCents || SUBSCRIPTION_PLAN.priceCents, reminder.currency),
          manageUrl: `${deps.payments.publicUrl}${paths.profile}`,
        }),
      });
      sent += 1;
    } catch (err) {
      deps.logger.error({ err, subscriptionId: reminder.id }, 'trial reminder not queued; will try again');
      await deps.db.update(subscriptions).set({ reminderSentAt: null }).where(eq(subscriptions.id, reminder.id));
    }
  }
  return sent;
}
