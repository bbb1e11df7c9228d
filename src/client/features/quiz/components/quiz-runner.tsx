import type { QuizSession } from '@shared/schemas/quiz';
import { useCallback, useEffect, useMemo } from 'react';
import { useCountdown } from '../hooks/use-countdown';
import { useDelayedFlag } from '../hooks/use-delayed-flag';
import { useFinishQuiz } from '../hooks/use-finish-quiz';
import { useQuestionNavigation } from '../hooks/use-question-navigation';
import { useQuizAnswers } from '../hooks/use-quiz-answers';
import { localDeadlineMs } from '../lib/quiz-clock';
import { answeredCount, resumeIndex } from '../lib/quiz-progress';
import { QuestionCard } from './question-card';
import { QuizHeader } from './quiz-header';
import { QuizPager } from './quiz-pager';
import { SubmitPanel } from './submit-panel';

/** Spec §4: the 'Get My Results' button shows this long after the last question appears. */
const SUBMIT_REVEAL_MS = 500;

interface QuizRunnerProps {
  session: QuizSession;
  /** This browser's clock when the session arrived, to convert the server's deadline. */
  receivedAtMs: number;
  /** The server no longer finds this attempt (the visitor cookie was lost): start or resume another. */
  onLost(): void;
}

/** A quiz in progress: header with timer and progress, one question at a time, the pager and the submit button. */
export function QuizRunner({ session, receivedAtMs, onLost }: QuizRunnerProps) {
  const { questions, attempt } = session;
  const total = questions.length;
  const ids = useMemo(() => questions.map((q) => q.id), [questions]);

  const { answers, unsaved, choose, saver } = useQuizAnswers(attempt.id, attempt.answers, (reason) =>
    reason === 'lost' ? onLost() : finish(reason),
  );
  const { finish, submitting } = useFinishQuiz(attempt.id, saver, onLost);
  const retryUnsaved = useCallback(() => saver.retryUnsaved(), [saver]);
  const nav = useQuestionNavigation(total, resumeIndex(ids, attempt.answers), retryUnsaved);

  const remaining = useCountdown(useMemo(() => localDeadlineMs(attempt, receivedAtMs), [attempt, receivedAtMs]));
  const timeUp = remaining === 0;
  useEffect(() => {
    if (timeUp) finish('timeout');
  }, [timeUp, finish]);

  const question = questions[nav.index];
  const onLast = nav.index === total - 1;
  const showSubmit = useDelayedFlag(onLast, SUBMIT_REVEAL_MS) || timeUp;
  const answered = answeredCount(ids, answers);
  if (!question) return null;

  const onChoose = (option: number, advance: boolean) => {
    if (answers[question.id] !== option) choose(question.id, option);
    if (advance) nav.advanceSoon(nav.index);
  };

  return (
    <>
      <title>{`Question ${nav.index + 1} of ${total} · IQ Test`}</title>
      <QuizHeader status={{ remaining, answered, total }} />
      <div className="mx-auto w-full max-w-2xl px-4 pb-12 pt-6 sm:pt-10">
        <QuestionCard
          key={question.id}
          question={question}
          number={nav.index + 1}
          total={total}
          selected={answers[question.id]}
          unsaved={unsaved.has(question.id)}
          disabled={timeUp || submitting}
          headingRef={nav.headingRef}
          onChoose={onChoose}
        />
        {showSubmit && (
          <SubmitPanel unanswered={total - answered} timeUp={timeUp} submitting={submitting} onSubmit={() => finish('button')} />
        )}
        <QuizPager
          current={nav.index + 1}
          total={total}
          answerState={(page) => {
            const id = ids[page - 1] ?? '';
            return answers[id] === undefined ? 'open' : unsaved.has(id) ? 'unsaved' : 'answered';
          }}
          onSelect={(page) => nav.goTo(page - 1, { focusHeading: false })}
        />
      </div>
    </>
  );
}
