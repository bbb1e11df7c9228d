import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user as users } from '../../db/schema';
import { stripBidiControls } from '../../../shared/text/strip-bidi-controls';
import { nameFromEmail } from '../../lib/display-name';
import type { SessionUser } from '../../lib/app-env';

/** The name a certificate carries: the user's name, else spec §3's default from the e-mail ('Test Taker' at worst). */
export function holderNameFor(person: { name: string | null; email: string }): string {
  return stripBidiControls(person.name ?? '').trim() || nameFromEmail(person.email);
}

/** The holder name from the user's row as it is now: a rename since the session began counts at once. */
export async function currentHolderName(db: Db, sessionUser: SessionUser): Promise<string> {
  const [row] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, sessionUser.id)).limit(1);
  return holderNameFor(row ?? sessionUser);
}
