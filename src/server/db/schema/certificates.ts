import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { testResults } from './attempts';
import { user } from './auth';

/**
 * An issued certificate (member-area §3 Certificate): what it showed when it was issued, under an unguessable id
 * that /verify/{id} confirms. A result gets one certificate per holder name, so renaming oneself issues a new one
 * and the old id still verifies what it showed.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: text('id').primaryKey(),
    resultId: uuid('result_id')
      .notNull()
      .references(() => testResults.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    holderName: text('holder_name').notNull(),
    score: integer('score').notNull(),
    testTitle: text('test_title').notNull(),
    /** When the test was completed: the certificate's date. */
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('certificates_result_holder_key').on(t.resultId, t.holderName), index('certificates_user_idx').on(t.userId)],
);
