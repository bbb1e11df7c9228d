import type { QuizResult } from '@shared/schemas/quiz';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { writeStored } from '@/lib/browser-storage';

export interface QuizNotice {
  title: string;
  description: string;
}

export const TIME_UP_NOTICE: QuizNotice = { title: "Time's up!", description: 'Your answers have been submitted.' };

/**
 * Keeps the display copies of a finished quiz (spec §3) and moves on to the results intro, or, for a signed-in user
 * whose results are unlocked (a member: PRODUCT.md "Membership"), straight to the new result.
 */
export function useCompleteQuiz() {
  const navigate = useNavigate();
  return useCallback(
    (result: QuizResult, answers: Record<string, number>, notice?: QuizNotice, resultsUnlocked = false) => {
      writeStored('quizResults', result);
      writeStored('quizAnswers', answers);
      if (notice) toast.info(notice.title, { description: notice.description });
      // Replace: going back must not land on /quiz, which would start a new attempt.
      void navigate(resultsUnlocked ? paths.results : paths.resultsIntro, { replace: true });
    },
    [navigate],
  );
}
