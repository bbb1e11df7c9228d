import { useState } from 'react';
import { QuizResultSchema, type QuizResult } from '@shared/schemas/quiz';
import { readStored } from '@/lib/browser-storage';

/** How many questions the visitor answered, from this browser's copy of the finished attempt, when there is one. */
export function AnsweredSummary() {
  // This page is never prerendered, so the browser's copy can be read on the first render.
  const [result] = useState<QuizResult | null>(() => {
    const parsed = QuizResultSchema.safeParse(readStored('quizResults'));
    return parsed.success ? parsed.data : null;
  });
  if (!result) return null;
  return (
    <p className="text-muted">
      You answered <strong className="text-ink">{result.answeredCount}</strong> of <strong className="text-ink">{result.totalQuestions}</strong> questions.
    </p>
  );
}
