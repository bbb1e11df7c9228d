import { desc, eq, ilike, or } from 'drizzle-orm';
import type { AdminUser } from '../../../shared/schemas/account';
import type { Db } from '../../db/client';
import { user, userRoles } from '../../db/schema';
import { containsPattern } from './search-pattern';

export const ADMIN_USERS_LIMIT = 100;

/** The admin portal's Users tab: newest first, optionally those whose name or e-mail contains `q` (any case). */
export async function listUsers(db: Db, q?: string): Promise<AdminUser[]> {
  const pattern = q ? containsPattern(q) : undefined;
  const rows = await db
    .select({ id: user.id, name: user.name, email: user.email, role: userRoles.role, createdAt: user.createdAt })
    .from(user)
    .leftJoin(userRoles, eq(userRoles.userId, user.id))
    .where(pattern ? or(ilike(user.name, pattern), ilike(user.email, pattern)) : undefined)
    .orderBy(desc(user.createdAt), desc(user.id))
    .limit(ADMIN_USERS_LIMIT);
  return rows.map((r) => ({ ...r, role: r.role ?? 'user', createdAt: r.createdAt.toISOString() }));
}
