import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { DOMAINS, type Domain, QUESTION_TYPES, type QuestionType } from '../../../shared/assessment/domains';
import type { Db } from '../../db/client';
import { attemptAnswers, questions } from '../../db/schema';

export interface ScoredAnswer {
  domain: Domain | null;
  type: QuestionType;
  answered: boolean;
  correct: boolean;
}

const isDomain = (value: string | null): value is Domain => value !== null && (DOMAINS as readonly string[]).includes(value);
const isQuestionType = (value: string): value is QuestionType => (QUESTION_TYPES as readonly string[]).includes(value);

/**
 * How the result's attempt went on each scored item (the items scoring counted: not demographic, with an answer key),
 * unanswered ones included. Only right/wrong leaves this function: the answer key stays on the server.
 */
export async function loadScoredAnswers(db: Db, attempt: { attemptId: string; testId: string }): Promise<ScoredAnswer[]> {
  const rows = await db
    .select({ type: questions.type, domain: questions.domain, correctAnswer: questions.correctAnswer, chosen: attemptAnswers.optionIndex })
    .from(questions)
    .leftJoin(attemptAnswers, and(eq(attemptAnswers.questionId, questions.id), eq(attemptAnswers.attemptId, attempt.attemptId)))
    .where(and(eq(questions.testId, attempt.testId), ne(questions.type, 'demographic'), isNotNull(questions.correctAnswer)))
    .orderBy(questions.position);
  return rows
    .filter((row): row is typeof row & { type: QuestionType } => isQuestionType(row.type))
    .map((row) => ({
      domain: isDomain(row.domain) ? row.domain : null,
      type: row.type,
      answered: row.chosen !== null,
      correct: row.chosen !== null && row.chosen === row.correctAnswer,
    }));
}
