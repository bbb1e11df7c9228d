import { desc, eq, isNotNull, and } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attempts, leads } from '../../db/schema';
import type { SessionUser } from '../../lib/app-env';
import { AppError } from '../../lib/app-error';
import { funnelOwnerId } from '../auth/unproven-account';

export interface BuyerEmail {
  email: string;
  leadId: string | null;
}

/**
 * 403 EMAIL_NOT_VERIFIED for a signed-in account whose password was chosen for an address not yet confirmed: its
 * purchases would be anyone's who typed that address (decision record 010).
 */
export async function refuseUnprovenBuyer(db: Db, signedIn: SessionUser): Promise<void> {
  if ((await funnelOwnerId(db, signedIn)) === null) {
    throw new AppError('EMAIL_NOT_VERIFIED', 'Confirm your e-mail address with the link we sent before buying.');
  }
}

/**
 * Whom a purchase is for: the signed-in user, else the e-mail left on /email for this visitor's latest attempt that
 * has one. Null sends the visitor back to /email.
 */
export async function findBuyerEmail(db: Db, input: { user: SessionUser | null; visitorId: string }): Promise<BuyerEmail | null> {
  if (input.user) {
    await refuseUnprovenBuyer(db, input.user);
    const email = input.user.email.trim().toLowerCase();
    const [lead] = await db.select({ id: leads.id }).from(leads).where(eq(leads.email, email)).limit(1);
    return { email, leadId: lead?.id ?? null };
  }
  const [latest] = await db
    .select({ leadId: leads.id, email: leads.email })
    .from(attempts)
    .innerJoin(leads, eq(leads.id, attempts.leadId))
    .where(and(eq(attempts.visitorId, input.visitorId), isNotNull(attempts.leadId)))
    .orderBy(desc(attempts.startedAt))
    .limit(1);
  return latest ? { email: latest.email, leadId: latest.leadId } : null;
}
