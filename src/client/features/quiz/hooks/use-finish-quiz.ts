import { useMutation } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api-error';
import { fetchMembership, submitAttempt } from '../api/quiz-api';
import type { AnswerSaver } from '../lib/answer-saver';
import { reachedLevel } from '../lib/level-up';
import { type QuizNotice, TIME_UP_NOTICE, useCompleteQuiz } from './use-complete-quiz';

/** Why the quiz ends: the button, the timer reaching zero, or the server saying the attempt is already closed. */
export type FinishReason = 'button' | 'timeout' | 'expired' | 'submitted';

const NOTICES: Record<FinishReason, QuizNotice | undefined> = {
  button: undefined,
  timeout: TIME_UP_NOTICE,
  expired: TIME_UP_NOTICE,
  submitted: { title: 'Test already submitted', description: 'This test was submitted in another window. Here are your results.' },
};

/**
 * Submits the attempt once: the last unsaved answers are sent first, then the server scores what it has, and a
 * signed-in user who reaches a new level is told so (spec §8 'Level Up!'). A failure shows the spec's toast (§8)
 * and leaves the quiz open so the visitor can try again; an attempt the server no longer finds goes to `onLost`.
 */
export function useFinishQuiz(attemptId: string, saver: AnswerSaver, onLost: () => void) {
  const complete = useCompleteQuiz();
  const busy = useRef(false);
  const mutation = useMutation({
    mutationFn: async (reason: FinishReason) => {
      await saver.flush();
      const result = await submitAttempt(attemptId);
      // Only a signed-in taker earns XP; a member among them goes straight to the new, already unlocked result. If the
      // question fails, the usual way through the offer still ends at the result.
      const unlocked = !result.xp ? false : await fetchMembership().then((m) => m.resultsUnlocked, () => false);
      return { reason, result, unlocked };
    },
    onSuccess: ({ reason, result, unlocked }) => {
      complete(result, saver.snapshot(), NOTICES[reason], unlocked);
      const level = reachedLevel(result);
      if (level !== null) toast.success('Level Up!', { description: `Congratulations! You reached level ${level}!` });
    },
    onError: (error) => {
      busy.current = false;
      if (error instanceof ApiError && error.code === 'ATTEMPT_NOT_FOUND') return onLost();
      toast.error('Error', { description: 'An unexpected error occurred' });
    },
  });

  const { mutate } = mutation;
  const finish = useCallback(
    (reason: FinishReason) => {
      if (busy.current) return;
      busy.current = true;
      mutate(reason);
    },
    [mutate],
  );

  return { finish, submitting: mutation.isPending };
}
