import type { CaptureLeadBody } from '@shared/schemas/leads';
import { UuidSchema } from '@shared/schemas/common';
import { readStored } from '@/lib/browser-storage';

/**
 * The lead for an already normalised e-mail, with this browser's attempt id when present: the server builds the
 * lead's quiz data from that attempt's own result. A stored id that is not a valid id is left out rather than
 * letting it make the server refuse the whole lead.
 */
export function buildLeadBody(email: string): CaptureLeadBody {
  const body: CaptureLeadBody = { email };
  const attemptId = UuidSchema.safeParse(readStored('quizAttemptId'));
  if (attemptId.success) body.attemptId = attemptId.data;
  return body;
}
