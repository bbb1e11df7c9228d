import type { CaptureLeadBody } from '@shared/schemas/leads';
import { UuidSchema } from '@shared/schemas/common';
import { readStored } from '@/lib/browser-storage';

/**
 * The lead for an already normalised e-mail, with this browser's attempt id and quiz copy when present. A stored
 * attempt id that is not a valid id is left out rather than letting it make the server refuse the whole lead.
 */
export function buildLeadBody(email: string): CaptureLeadBody {
  const body: CaptureLeadBody = { email };
  const attemptId = UuidSchema.safeParse(readStored('quizAttemptId'));
  if (attemptId.success) body.attemptId = attemptId.data;

  const quizResults = readStored<unknown>('quizResults');
  const quizAnswers = readStored<unknown>('quizAnswers');
  if (quizResults !== null || quizAnswers !== null) {
    body.quizData = {
      ...(quizResults !== null && { quizResults }),
      ...(quizAnswers !== null && { quizAnswers }),
    };
  }
  return body;
}
