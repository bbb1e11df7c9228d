import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { userMessage } from '@/lib/api-error';
import { saveAnswer } from '../api/quiz-api';
import { createAnswerSaver } from '../lib/answer-saver';
import { type ClosedReason, classifySaveError, closedReason } from '../lib/save-failure';

const UNSAVED_TOAST_ID = 'quiz-answer-unsaved';

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
      classify: classifySaveError,
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
        toast.error('Your answer could not be saved', { description: userMessage(error) });
      },
      onClosed: (error) => {
        onClosedRef.current(closedReason(error));
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
