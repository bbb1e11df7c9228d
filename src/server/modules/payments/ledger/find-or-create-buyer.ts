import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { user } from '../../../db/schema';
import { nameFromEmail } from '../../../lib/display-name';
import type { LedgerContext } from './ledger-context';

/**
 * PRODUCT.md "Accounts across the funnel": paying makes the buyer an account holder. The user whose e-mail is the
 * purchase's, or a new one (unverified: the payment proves the card, not the mailbox). Two payments of one new
 * buyer completing at once create one user: the unique e-mail makes the second insert find the first's row.
 */
export async function findOrCreateBuyer(ctx: LedgerContext, email: string): Promise<{ userId: string; created: boolean }> {
  const normalized = email.trim().toLowerCase();
  const [existing] = await ctx.tx.select({ id: user.id }).from(user).where(eq(user.email, normalized));
  if (existing) return { userId: existing.id, created: false };
  const [inserted] = await ctx.tx
    .insert(user)
    .values({ id: randomUUID(), name: nameFromEmail(normalized), email: normalized, emailVerified: false, createdAt: ctx.now, updatedAt: ctx.now })
    .onConflictDoNothing({ target: user.email })
    .returning({ id: user.id });
  if (inserted) return { userId: inserted.id, created: true };
  const [raced] = await ctx.tx.select({ id: user.id }).from(user).where(eq(user.email, normalized));
  if (!raced) throw new Error(`the user for ${normalized} vanished while it was being created`);
  return { userId: raced.id, created: false };
}
