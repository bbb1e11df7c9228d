import { eq, sql } from 'drizzle-orm';
import type { TestDefinition } from '../../../shared/assessment/question-definition';
import type { Db } from '../client';
import { questions, tests } from '../schema';

/**
 * Writes a test definition into the database, idempotently: the test row is created once (an operator's later
 * changes to its title, time or active flag are kept) and its items are upserted by position, keeping their ids
 * so attempts in progress keep pointing at the same questions.
 */
export async function seedTest(db: Db, definition: TestDefinition): Promise<string> {
  return db.transaction(async (tx) => {
    await tx
      .insert(tests)
      .values({
        slug: definition.slug,
        title: definition.title,
        description: definition.description,
        testType: definition.testType,
        timeLimitMinutes: definition.timeLimitMinutes,
      })
      .onConflictDoNothing({ target: tests.slug });
    const [test] = await tx.select({ id: tests.id }).from(tests).where(eq(tests.slug, definition.slug));
    if (!test) throw new Error(`seed: test ${definition.slug} missing after insert`);

    const rows = definition.questions.map((q, index) => ({
      testId: test.id,
      position: index + 1,
      key: q.key,
      type: q.type,
      domain: q.domain,
      prompt: q.prompt,
      options: q.options,
      correctAnswer: q.correctAnswer,
      sequenceImage: q.sequenceImage ?? null,
      optionsImage: q.optionsImage ?? null,
      imageAlt: q.imageAlt ?? null,
    }));
    await tx
      .insert(questions)
      .values(rows)
      .onConflictDoUpdate({
        target: [questions.testId, questions.position],
        set: {
          key: sql`excluded.key`,
          type: sql`excluded.type`,
          domain: sql`excluded.domain`,
          prompt: sql`excluded.prompt`,
          options: sql`excluded.options`,
          correctAnswer: sql`excluded.correct_answer`,
          sequenceImage: sql`excluded.sequence_image`,
          optionsImage: sql`excluded.options_image`,
          imageAlt: sql`excluded.image_alt`,
        },
      });
    return test.id;
  });
}
