import { and, asc, count, eq, gt, max, sql } from 'drizzle-orm';
import type { PublicQuestion, TestSummary } from '../../../shared/schemas/quiz';
import type { Db } from '../../db/client';
import { questions, tests } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { durationSeconds } from './quiz-timing';

export interface ActiveTest {
  summary: TestSummary;
  timeLimitMinutes: number;
  questions: PublicQuestion[];
}

/** The public columns of a question: the answer key is deliberately not selected. */
const publicQuestionColumns = {
  id: questions.id,
  position: questions.position,
  type: questions.type,
  domain: questions.domain,
  prompt: questions.prompt,
  options: questions.options,
  sequenceImage: questions.sequenceImage,
  optionsImage: questions.optionsImage,
  imageAlt: questions.imageAlt,
};

export async function loadTestQuestions(db: Db, testId: string): Promise<PublicQuestion[]> {
  const rows = await db.select(publicQuestionColumns).from(questions).where(eq(questions.testId, testId)).orderBy(asc(questions.position));
  return rows as PublicQuestion[];
}

export function summarizeTest(
  test: { id: string; slug: string; title: string; timeLimitMinutes: number },
  items: PublicQuestion[],
  overrideSeconds?: number,
): TestSummary {
  return {
    id: test.id,
    slug: test.slug,
    title: test.title,
    questionCount: items.length,
    scoredCount: items.filter((q) => q.type !== 'demographic').length,
    optionCount: Math.max(0, ...items.filter((q) => q.type !== 'demographic').map((q) => q.options.length)),
    timeLimitSeconds: durationSeconds(test.timeLimitMinutes, overrideSeconds),
  };
}

/** The IQ test the public funnel serves: the oldest active test of type iq that has questions. */
export async function getActiveTest(db: Db, overrideSeconds?: number): Promise<ActiveTest> {
  const candidates = await db
    .select({ id: tests.id, slug: tests.slug, title: tests.title, timeLimitMinutes: tests.timeLimitMinutes })
    .from(tests)
    .where(and(eq(tests.testType, 'iq'), eq(tests.isActive, true)))
    .orderBy(asc(tests.createdAt));
  for (const test of candidates) {
    const items = await loadTestQuestions(db, test.id);
    if (items.length > 0) {
      return { summary: summarizeTest(test, items, overrideSeconds), timeLimitMinutes: test.timeLimitMinutes, questions: items };
    }
  }
  throw new AppError('NO_ACTIVE_TEST', 'There are no active tests at the moment.');
}

/**
 * The active test's figures for the landing and intro pages, counted in SQL: the items themselves (with their
 * SVG images) are not loaded to count them.
 */
export async function getActiveTestSummary(db: Db, overrideSeconds?: number): Promise<TestSummary> {
  const [row] = await db
    .select({
      id: tests.id,
      slug: tests.slug,
      title: tests.title,
      timeLimitMinutes: tests.timeLimitMinutes,
      questionCount: count(questions.id),
      scoredCount: sql<number>`count(*) filter (where ${questions.type} <> 'demographic')`.mapWith(Number),
      optionCount: max(sql<number>`case when ${questions.type} <> 'demographic' then jsonb_array_length(${questions.options}) end`),
    })
    .from(tests)
    .innerJoin(questions, eq(questions.testId, tests.id))
    .where(and(eq(tests.testType, 'iq'), eq(tests.isActive, true)))
    .groupBy(tests.id)
    .having(gt(count(questions.id), 0))
    .orderBy(asc(tests.createdAt))
    .limit(1);
  if (!row) throw new AppError('NO_ACTIVE_TEST', 'There are no active tests at the moment.');
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    questionCount: row.questionCount,
    scoredCount: row.scoredCount,
    optionCount: Number(row.optionCount ?? 0),
    timeLimitSeconds: durationSeconds(row.timeLimitMinutes, overrideSeconds),
  };
}
