import { eq, sql } from 'drizzle-orm';
import type { AdminUser, Role } from '../../../shared/schemas/account';
import type { Db, Tx } from '../../db/client';
import { user, userRoles } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/**
 * Gives a user a role (member-area §4 role change). 'user' removes the role row, as a user without one is a
 * User. Refuses to take the admin role from the last admin: the admin portal would be locked for good. Admin
 * rows are locked while counting, so two admins demoting each other at once cannot both succeed.
 */
export async function setRole(db: Db | Tx, input: { userId: string; role: Role }): Promise<AdminUser> {
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: user.id, name: user.name, email: user.email, createdAt: user.createdAt })
      .from(user)
      .where(eq(user.id, input.userId));
    if (!target) throw new AppError('NOT_FOUND', 'This user was not found');
    if (input.role !== 'admin') {
      const admins = await tx.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.role, 'admin')).for('update');
      if (admins.length === 1 && admins[0]!.userId === input.userId) {
        throw new AppError('LAST_ADMIN', 'This is the only admin; make another user admin before changing this role');
      }
    }
    if (input.role === 'user') {
      await tx.delete(userRoles).where(eq(userRoles.userId, input.userId));
    } else {
      await tx
        .insert(userRoles)
        .values({ userId: input.userId, role: input.role })
        .onConflictDoUpdate({ target: userRoles.userId, set: { role: input.role, updatedAt: sql`now()` } });
    }
    return { id: target.id, name: target.name, email: target.email, role: input.role, createdAt: target.createdAt.toISOString() };
  });
}
