import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attemptAnswers, questions, testResults } from '../../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * What a lead records about the quiz (spec §3 leads.quiz_data), built from the server's own records of the
 * attempt: its result, if scored, and the demographic answers as the option texts chosen.
 */
export async function leadQuizData(tx: Tx, attemptId: string): Promise<Record<string, unknown>> {
  const [result] = await tx
    .select({
      score: testResults.iqScore,
      correctAnswers: testResults.correctAnswers,
      scoredQuestions: testResults.scoredQuestions,
      answeredCount: testResults.answeredCount,
      timeTakenSeconds: testResults.timeTakenSeconds,
      completedAt: testResults.completedAt,
    })
    .from(testResults)
    .where(eq(testResults.attemptId, attemptId));
  const demographics = await tx
    .select({ key: questions.key, options: questions.options, chosen: attemptAnswers.optionIndex })
    .from(attemptAnswers)
    .innerJoin(questions, eq(questions.id, attemptAnswers.questionId))
    .where(and(eq(attemptAnswers.attemptId, attemptId), eq(questions.type, 'demographic')));
  return {
    attemptId,
    result: result ? { ...result, completedAt: result.completedAt.toISOString() } : null,
    demographics: Object.fromEntries(demographics.map((d) => [d.key, d.options[d.chosen] ?? null])),
  };
}
