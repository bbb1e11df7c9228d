import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api-error';
import { saveAnswer } from '../api/quiz-api';
import { type SaveFailure, createAnswerSaver } from '../lib/answer-saver';

const UNSAVED_TOAST_ID = 'quiz-answer-unsaved';

export type ClosedReason = 'expired' | 'submitted';

function classify(error: unknown): SaveFailure {
  if (!(error instanceof ApiError)) return 'transient';
  if (error.code === 'ATTEMPT_EXPIRED' || error.code === 'ATTEMPT_SUBMITTED') return 'closed';
  const retryable = error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
  return retryable ? 'transient' : 'rejected';
}

function withoutKey(set: ReadonlySet<string>, key: string): ReadonlySet<string> {
  if (!set.has(key)) return set;
  const next = new Set(set);
  next.delete(key);
  return next;
}

/**
 * The visitor's answers: shown at once (optimistic), saved to the server in the background. A choice the server
 * has not got yet stays in `unsaved` and is sent again when the visitor moves on or submits.
 */
export function useQuizAnswers(attemptId: string, initial: Record<string, number>, onClosed: (reason: ClosedReason) => void) {
  const [answers, setAnswers] = useState<Record<string, number>>(initial);
  const [unsaved, setUnsaved] = useState<ReadonlySet<string>>(() => new Set());
  const onClosedRef = useRef(onClosed);
  useEffect(() => {
    onClosedRef.current = onClosed;
  });

  // Questions whose save failed, read by the saver's callbacks (which outlive renders) to clear the toast.
  const [failed] = useState(() => new Set<string>());
  const [saver] = useState(() =>
    createAnswerSaver(initial, {
      save: (questionId, option) => saveAnswer(attemptId, questionId, option),
      classify,
      wait: (ms) => new Promise((resolve) => window.setTimeout(resolve, ms)),
      onSaved: (questionId) => {
        setUnsaved((set) => withoutKey(set, questionId));
        if (failed.delete(questionId) && failed.size === 0) toast.dismiss(UNSAVED_TOAST_ID);
      },
      onUnsaved: (questionId) => {
        failed.add(questionId);
        setUnsaved((set) => new Set(set).add(questionId));
        toast.error('Your answer was not saved', {
          id: UNSAVED_TOAST_ID,
          description: 'Check your connection. We will try again when you move to another question.',
        });
      },
      onRejected: (questionId, restored, error) => {
        failed.delete(questionId);
        setAnswers(({ [questionId]: _, ...rest }) => (restored === undefined ? rest : { ...rest, [questionId]: restored }));
        setUnsaved((set) => withoutKey(set, questionId));
        toast.error('Your answer could not be saved', { description: error instanceof Error ? error.message : 'An unexpected error occurred' });
      },
      onClosed: (error) => {
        onClosedRef.current(error instanceof ApiError && error.code === 'ATTEMPT_EXPIRED' ? 'expired' : 'submitted');
      },
    }),
  );

  const choose = useCallback(
    (questionId: string, option: number) => {
      setAnswers((current) => ({ ...current, [questionId]: option }));
      void saver.choose(questionId, option);
    },
    [saver],
  );

  return { answers, unsaved, choose, saver };
}
