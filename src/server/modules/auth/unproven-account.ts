import { and, eq, exists } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { account, user } from '../../db/schema';

/**
 * An account whose holder chose a way to sign in (a password, or an OAuth provider that did not vouch for the
 * address) for an e-mail address they have not proven to own. Anyone can sign up with a stranger's address, so such
 * an account receives nothing of the funnel: no attempts, results, purchases or payments (decision record 010).
 * Accounts made by paying have no way to sign in of their own (better-auth links a provider only to a confirmed
 * address); they belong to whoever paid and are not unproven in this sense.
 */
export async function isUnprovenAccount(db: Db | Tx, userId: string): Promise<boolean> {
  const [found] = await db
    .select({ id: user.id })
    .from(user)
    .where(
      and(
        eq(user.id, userId),
        eq(user.emailVerified, false),
        exists(db.select({ id: account.id }).from(account).where(eq(account.userId, user.id))),
      ),
    )
    .limit(1);
  return found !== undefined;
}

/** The signed-in user's id when that account may own funnel records, else null (the visitor cookie keeps them). */
export async function funnelOwnerId(db: Db, signedIn: { id: string; emailVerified: boolean } | null | undefined): Promise<string | null> {
  if (!signedIn) return null;
  if (signedIn.emailVerified) return signedIn.id;
  return (await isUnprovenAccount(db, signedIn.id)) ? null : signedIn.id;
}
