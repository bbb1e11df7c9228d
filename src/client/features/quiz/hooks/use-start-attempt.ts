import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { writeStored } from '@/lib/browser-storage';
import { startAttempt, submitAttempt } from '../api/quiz-api';
import { useCompleteQuiz } from './use-complete-quiz';

const TIME_RAN_OUT = { title: "Time's up!", description: 'The time for your test ran out while you were away. Your answers have been submitted.' };

/**
 * Starts or resumes the visitor's attempt once when the page opens. The clock reading at arrival pins the server's
 * deadline to this browser's clock. An attempt whose time ran out meanwhile goes straight on to the results.
 */
export function useStartAttempt() {
  const complete = useCompleteQuiz();
  const mutation = useMutation({
    mutationFn: async () => {
      const session = await startAttempt();
      const receivedAtMs = Date.now();
      const { attempt } = session;
      const result = attempt.status === 'submitted' ? (attempt.result ?? (await submitAttempt(attempt.id))) : null;
      return { session, receivedAtMs, result };
    },
    onSuccess: ({ session, result }) => {
      writeStored('quizAttemptId', session.attempt.id);
      if (result) complete(result, session.attempt.answers, TIME_RAN_OUT);
    },
  });

  const { mutate } = mutation;
  // StrictMode runs mount effects twice; the ref survives that, so the attempt is requested once.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);

  return mutation;
}
