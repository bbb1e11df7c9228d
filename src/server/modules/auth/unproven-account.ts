import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { account, user } from '../../db/schema';

/**
 * An account whose holder chose a password for an e-mail address they have not proven to own. Anyone can sign up
 * with a stranger's address, so such an account receives nothing of the funnel: no attempts, results, purchases or
 * payments (decision record 010). Accounts made by paying have no password; they belong to whoever paid and are
 * not unproven in this sense.
 */
export async function isUnprovenPasswordAccount(db: Db | Tx, userId: string): Promise<boolean> {
  const [found] = await db
    .select({ emailVerified: user.emailVerified, credential: account.id })
    .from(user)
    .leftJoin(account, and(eq(account.userId, user.id), eq(account.providerId, 'credential')))
    .where(eq(user.id, userId))
    .limit(1);
  return found !== undefined && !found.emailVerified && found.credential !== null;
}

/** The signed-in user's id when that account may own funnel records, else null (the visitor cookie keeps them). */
export async function funnelOwnerId(db: Db, signedIn: { id: string; emailVerified: boolean } | null | undefined): Promise<string | null> {
  if (!signedIn) return null;
  if (signedIn.emailVerified) return signedIn.id;
  return (await isUnprovenPasswordAccount(db, signedIn.id)) ? null : signedIn.id;
}
