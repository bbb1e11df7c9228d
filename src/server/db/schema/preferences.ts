import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

/** What the profile dialog saves besides the name (PRODUCT.md: the preferred language is stored for real). */
export const userPreferences = pgTable('user_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  language: text('language').notNull().default('en'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
