import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** A test definition (spec member-area §3 iq_tests). */
export const tests = pgTable(
  'tests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    testType: text('test_type').notNull().default('iq'),
    timeLimitMinutes: integer('time_limit_minutes').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tests_slug_key').on(t.slug), index('tests_type_active_idx').on(t.testType, t.isActive)],
);

export const questions = pgTable(
  'questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    testId: uuid('test_id')
      .notNull()
      .references(() => tests.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    key: text('key').notNull(),
    type: text('type').notNull(),
    domain: text('domain'),
    prompt: text('prompt').notNull(),
    options: jsonb('options').$type<string[]>().notNull(),
    /** The answer key; never selected into a response the browser receives. */
    correctAnswer: integer('correct_answer'),
    sequenceImage: text('sequence_image'),
    optionsImage: text('options_image'),
    imageAlt: text('image_alt'),
  },
  (t) => [uniqueIndex('questions_test_position_key').on(t.testId, t.position), uniqueIndex('questions_test_key_key').on(t.testId, t.key)],
);
