import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

/** Spec member-area §3 user_roles: a user with no row here is a plain user. */
export const userRoles = pgTable('user_roles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  role: text('role', { enum: ['user', 'moderator', 'admin'] }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
