import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { writeStored } from '@/lib/browser-storage';
import { startAttempt, submitAttempt } from '../api/quiz-api';
import { useCompleteQuiz } from './use-complete-quiz';

const TIME_RAN_OUT = { title: "Time's up!", description: 'The time for your test ran out while you were away. Your answers have been submitted.' };
const RESTARTED = { title: 'Your test was restarted', description: 'We could not find your previous answers on this device.' };

/** Why the attempt is requested: the page opened, or the server no longer found the attempt being taken. */
type StartReason = 'open' | 'lost';

/**
 * Starts or resumes the visitor's attempt once when the page opens. The clock reading at arrival pins the server's
 * deadline to this browser's clock. An attempt whose time ran out meanwhile goes straight on to the results.
 * `restart` asks again when the server lost the attempt being taken (the visitor cookie was cleared, say): the
 * server then resumes another attempt of this visitor or starts a new one.
 */
export function useStartAttempt() {
  const complete = useCompleteQuiz();
  const mutation = useMutation({
    mutationFn: async (_reason: StartReason) => {
      const session = await startAttempt();
      const receivedAtMs = Date.now();
      const { attempt } = session;
      const result = attempt.status === 'submitted' ? (attempt.result ?? (await submitAttempt(attempt.id))) : null;
      return { session, receivedAtMs, result };
    },
    onSuccess: ({ session, result }, reason) => {
      writeStored('quizAttemptId', session.attempt.id);
      if (result) complete(result, session.attempt.answers, TIME_RAN_OUT);
      else if (reason === 'lost') toast.info(RESTARTED.title, { description: RESTARTED.description });
    },
  });

  const { mutate, variables } = mutation;
  // StrictMode runs mount effects twice; the ref survives that, so the attempt is requested once.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate('open');
  }, [mutate]);

  // Several saves and a submit can all report the same lost attempt; only the first asks for a new one.
  const lostAttemptId = useRef<string | null>(null);
  const restart = useCallback(
    (attemptId: string) => {
      if (lostAttemptId.current === attemptId) return;
      lostAttemptId.current = attemptId;
      mutate('lost');
    },
    [mutate],
  );
  const retry = useCallback(() => mutate(variables ?? 'open'), [mutate, variables]);

  return { data: mutation.data, error: mutation.error, isError: mutation.isError, retry, restart };
}
