import { generateId } from 'better-auth';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Role } from '../../../shared/schemas/account';
import type { Db } from '../../db/client';
import { user } from '../../db/schema';
import { nameFromEmail } from '../../lib/display-name';
import { getRole } from './get-role';
import { setRole } from './set-role';

export interface MakeAdminOutcome {
  userId: string;
  email: string;
  /** True when no account had this e-mail and one was created. */
  created: boolean;
  previousRole: Role;
}

const EmailSchema = z.email();

/** Trims and lower-cases an e-mail as accounts store it; null when it is not an e-mail address. */
export function normalizeEmail(raw: string): string | null {
  const email = raw.trim().toLowerCase();
  return EmailSchema.safeParse(email).success ? email : null;
}

/**
 * `npm run admin:create -- <email>`: the bootstrap path to the admin role (the other is an admin changing a role;
 * the funnel never grants it). Creates the account if there is none, as better-auth would (its id format, the name
 * derived from the e-mail, not verified: the owner signs in with the magic link, which verifies it), then makes it
 * admin.
 */
export async function makeAdmin(db: Db, email: string): Promise<MakeAdminOutcome> {
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  let userId = existing?.id;
  let created = false;
  if (!userId) {
    const [inserted] = await db
      .insert(user)
      .values({ id: generateId(), name: nameFromEmail(email), email, emailVerified: false })
      .onConflictDoNothing()
      .returning({ id: user.id });
    // Lost a race with a sign-up of the same e-mail: use that account.
    userId = inserted?.id ?? (await db.select({ id: user.id }).from(user).where(eq(user.email, email)))[0]!.id;
    created = Boolean(inserted);
  }
  const previousRole = await getRole(db, userId);
  if (previousRole !== 'admin') await setRole(db, { userId, role: 'admin' });
  return { userId, email, created, previousRole };
}
