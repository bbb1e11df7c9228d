import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { session, user } from '../../../db/schema';
import { nameFromEmail } from '../../../lib/display-name';
import { isUnprovenAccount } from '../../auth/unproven-account';
import type { LedgerContext } from './ledger-context';

/**
 * PRODUCT.md "Accounts across the funnel": paying makes the buyer an account holder: the user whose e-mail is the
 * purchase's, or a new one (unverified: the payment proves the card, not the mailbox). Two payments of one new
 * buyer completing at once create one user: the unique e-mail makes the second insert find the first's row.
 *
 * An existing account whose holder never proved the address is not simply handed the purchase (decision record
 * 010): one with a password or an unvouched OAuth sign-in was made by whoever typed or claimed the address, possibly to
 * catch this payment, so it is removed and the buyer gets an account of their own; one made by an earlier payment keeps the purchase, but the
 * sessions that payment opened end, since its payer may not be this buyer.
 */
export async function findOrCreateBuyer(ctx: LedgerContext, email: string): Promise<{ userId: string; created: boolean }> {
  const normalized = email.trim().toLowerCase();
  // A sign-up may take the address between the look-up and the insert: the row found then is judged like any other.
  for (let tries = 0; tries < 3; tries += 1) {
    const [existing] = await ctx.tx.select({ id: user.id, emailVerified: user.emailVerified }).from(user).where(eq(user.email, normalized));
    if (existing?.emailVerified) return { userId: existing.id, created: false };
    if (existing && (await isUnprovenAccount(ctx.tx, existing.id))) {
      // Its sessions, password and unconfirmed sign-up go with it; it holds no funnel records (unproven-account.ts).
      await ctx.tx.delete(user).where(eq(user.id, existing.id));
      ctx.logger.warn({ removedUserId: existing.id }, 'a payment replaced an unconfirmed account of its e-mail');
    } else if (existing) {
      await ctx.tx.delete(session).where(and(eq(session.userId, existing.id), eq(session.viaFunnel, true)));
      return { userId: existing.id, created: false };
    }
    const [inserted] = await ctx.tx
      .insert(user)
      .values({ id: randomUUID(), name: nameFromEmail(normalized), email: normalized, emailVerified: false, createdAt: ctx.now, updatedAt: ctx.now })
      .onConflictDoNothing({ target: user.email })
      .returning({ id: user.id });
    if (inserted) return { userId: inserted.id, created: true };
  }
  throw new Error(`the account for ${normalized} kept changing while a payment was completed`);
}
