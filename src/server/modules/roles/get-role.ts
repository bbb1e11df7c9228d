import { eq } from 'drizzle-orm';
import type { Role } from '../../../shared/schemas/account';
import type { Db, Tx } from '../../db/client';
import { userRoles } from '../../db/schema';

/** Member-area §3: the user's role row, or 'user' when there is none. */
export async function getRole(db: Db | Tx, userId: string): Promise<Role> {
  const [row] = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return row?.role ?? 'user';
}
