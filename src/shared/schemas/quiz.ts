import { z } from 'zod';
import { DOMAINS, QUESTION_TYPES } from '../assessment/domains';
import { XpAwardSchema } from './account';
import { INT4_MAX, UuidSchema } from './common';

export const PublicQuestionSchema = z.object({
  id: UuidSchema,
  position: z.number().int(),
  type: z.enum(QUESTION_TYPES),
  domain: z.enum(DOMAINS).nullable(),
  prompt: z.string(),
  options: z.array(z.string()),
  sequenceImage: z.string().nullable(),
  optionsImage: z.string().nullable(),
  imageAlt: z.string().nullable(),
});
export type PublicQuestion = z.infer<typeof PublicQuestionSchema>;

export const TestSummarySchema = z.object({
  id: UuidSchema,
  slug: z.string(),
  title: z.string(),
  questionCount: z.number().int(),
  scoredCount: z.number().int(),
  optionCount: z.number().int(),
  timeLimitSeconds: z.number().int(),
});
export type TestSummary = z.infer<typeof TestSummarySchema>;

export const AttemptStatusSchema = z.enum(['in_progress', 'submitted']);

/**
 * The browser's display copy of a finished attempt (spec §3 "quizResults"): that it is scored, and nothing a score
 * could be worked out from. The score, the count of correct answers and everything derived from them come only with
 * the unlocked result (GET /api/results/*): otherwise answering one item per attempt would reveal its key.
 */
export const QuizResultSchema = z.object({
  attemptId: UuidSchema,
  status: z.literal('ready'),
  totalQuestions: z.number().int(),
  answeredCount: z.number().int(),
  timeTaken: z.number().int(),
  completionTime: z.string(),
  /** On submit: the XP this result earned a signed-in taker (spec §9), or null when the attempt is anonymous. */
  xp: XpAwardSchema.nullable().optional(),
});
export type QuizResult = z.infer<typeof QuizResultSchema>;

export const AttemptStateSchema = z.object({
  id: UuidSchema,
  status: AttemptStatusSchema,
  startedAt: z.string(),
  deadlineAt: z.string(),
  serverNow: z.string(),
  remainingSeconds: z.number().int(),
  answers: z.record(z.string(), z.number().int()),
  result: QuizResultSchema.nullable(),
});
export type AttemptState = z.infer<typeof AttemptStateSchema>;

export const QuizSessionSchema = z.object({
  test: TestSummarySchema,
  questions: z.array(PublicQuestionSchema),
  attempt: AttemptStateSchema,
});
export type QuizSession = z.infer<typeof QuizSessionSchema>;

export const AttemptParamsSchema = z.object({ attemptId: UuidSchema });
export const AnswerParamsSchema = z.object({ attemptId: UuidSchema, questionId: UuidSchema });
export const SaveAnswerBodySchema = z.object({
  option: z
    .number({ message: 'option must be a number' })
    .int('option must be a whole number')
    .min(0, 'option must be 0 or more')
    .max(INT4_MAX, 'option is not one of the choices'),
});
export type SaveAnswerBody = z.infer<typeof SaveAnswerBodySchema>;

export const SaveAnswerResponseSchema = z.object({
  questionId: UuidSchema,
  option: z.number().int(),
  answeredCount: z.number().int(),
  remainingSeconds: z.number().int(),
});
export type SaveAnswerResponse = z.infer<typeof SaveAnswerResponseSchema>;
