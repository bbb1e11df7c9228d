import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { leads } from './leads';
import { questions, tests } from './tests';

/** One sitting of a test, created on the server when the quiz starts; owned by the visitor cookie. */
export const attempts = pgTable(
  'attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    testId: uuid('test_id')
      .notNull()
      .references(() => tests.id),
    visitorId: text('visitor_id').notNull(),
    status: text('status', { enum: ['in_progress', 'submitted'] }).notNull().default('in_progress'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    /** The signed-in owner, set when taken signed in or attached at sign-in / sign-up. */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('attempts_visitor_started_idx').on(t.visitorId, t.testId, t.startedAt.desc()),
    // One attempt in progress per visitor and test: two tabs starting at once get the same attempt.
    uniqueIndex('attempts_one_in_progress_key').on(t.visitorId, t.testId).where(sql`${t.status} = 'in_progress'`),
    index('attempts_lead_idx').on(t.leadId),
    index('attempts_user_idx').on(t.userId),
  ],
);

export const attemptAnswers = pgTable(
  'attempt_answers',
  {
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => attempts.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    optionIndex: integer('option_index').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.questionId] })],
);

/** A scored, finished attempt (spec §3 test_results). */
export const testResults = pgTable(
  'test_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    attemptId: uuid('attempt_id')
      .notNull()
      .unique()
      .references(() => attempts.id, { onDelete: 'cascade' }),
    testId: uuid('test_id')
      .notNull()
      .references(() => tests.id),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    email: text('email'),
    fullName: text('full_name'),
    iqScore: integer('iq_score').notNull(),
    correctAnswers: integer('correct_answers').notNull(),
    scoredQuestions: integer('scored_questions').notNull(),
    answeredCount: integer('answered_count').notNull(),
    weightedShare: real('weighted_share').notNull(),
    accuracy: integer('accuracy').notNull(),
    fasterThan: integer('faster_than').notNull(),
    strongestDomain: text('strongest_domain'),
    timeTakenSeconds: integer('time_taken_seconds').notNull(),
    paymentStatus: text('payment_status', { enum: ['completed', 'pending', 'failed'] }).notNull().default('pending'),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('test_results_completed_idx').on(t.completedAt.desc()),
    index('test_results_named_completed_idx').on(t.completedAt.desc()).where(sql`${t.fullName} is not null`),
    index('test_results_email_idx').on(t.email),
    index('test_results_user_completed_idx').on(t.userId, t.completedAt.desc()),
  ],
);
