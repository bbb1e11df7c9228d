import type { ExtendedAnalysis } from '../../schemas/results';
import { ZERO_CORRECT_IQ } from '../iq-score';
import { type AnsweredItem, type QuestionTypeScore, questionTypeScores, strongestFirst, weakestFirst, wholePercent } from './area-scores';

export interface ExtendedAnalysisInput {
  items: readonly AnsweredItem[];
  result: {
    /** This result's id: finds it in the history, so the comparison is with the result before it. */
    resultId: string;
    iqScore: number;
    correctAnswers: number;
    scoredQuestions: number;
    /** Every answer given, demographic ones included (as test_results stores it). */
    answeredCount: number;
    /** Correct of scored questions, in whole percent. */
    accuracy: number;
    timeTakenSeconds: number;
  };
  /** The user's unlocked results, oldest first, this one included. */
  history: ExtendedAnalysis['scoreHistory'];
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function duration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return minutes > 0 ? `${minutes} min ${seconds % 60} s` : `${seconds} s`;
}

function answeredInsight(answered: number, scored: number): string {
  if (answered === scored) return `You answered all ${plural(scored, 'scored question', 'scored questions')}.`;
  if (answered === 0) return `You did not answer any of the ${plural(scored, 'scored question', 'scored questions')}, so each one counted as incorrect.`;
  const skipped = scored - answered;
  return `You answered ${answered} of ${scored} scored questions; the ${plural(skipped, 'question', 'questions')} you left unanswered counted as incorrect.`;
}

function accuracyInsight(correct: number, answered: number, scored: number, accuracy: number): string | null {
  if (answered === 0) return null;
  if (answered === scored) return `${correct} of your ${answered} answers were correct (${accuracy}%).`;
  return `Of the questions you answered, ${correct} were correct (${wholePercent(correct, answered)}%); across all ${scored} scored questions that is ${accuracy}%.`;
}

function questionTypeInsight(types: readonly QuestionTypeScore[]): string | null {
  const best = strongestFirst(types)[0];
  const hardest = weakestFirst(types)[0];
  if (!best || !hardest || types.length < 2) return null;
  if (best.percent === hardest.percent) return `You did equally well on every question type (${best.percent}%).`;
  return (
    `Your best question type was ${best.label} (${best.correct} of ${best.total}, ${best.percent}%) ` +
    `and the hardest for you was ${hardest.label} (${hardest.correct} of ${hardest.total}, ${hardest.percent}%).`
  );
}

function historyInsight(input: ExtendedAnalysisInput): string {
  const index = input.history.findIndex((entry) => entry.resultId === input.result.resultId);
  const previous = index > 0 ? input.history[index - 1] : undefined;
  if (!previous) return 'There is no earlier result to compare with yet; take the test again later to see your trend.';
  const change = input.result.iqScore - previous.score;
  if (change === 0) return `Your score of ${input.result.iqScore} is the same as your previous result.`;
  const direction = change > 0 ? 'higher' : 'lower';
  return `Your score of ${input.result.iqScore} is ${plural(Math.abs(change), 'point', 'points')} ${direction} than your previous result (${previous.score}).`;
}

/**
 * The extended analysis upsell: the result's counts, pace and question-type breakdown, and three to five
 * sentences read from them. Nothing here is an estimate: every figure is counted from the user's own answers.
 */
export function extendedAnalysis(input: ExtendedAnalysisInput): ExtendedAnalysis {
  const { result } = input;
  // test_results.answeredCount also counts the unscored "about you" items; set beside scoredQuestions it must not.
  const scoredAnswered = input.items.filter((item) => item.type !== 'demographic' && item.answered).length;
  const byQuestionType = questionTypeScores(input.items);
  const secondsPerAnswer = result.answeredCount === 0 ? null : Math.round((result.timeTakenSeconds / result.answeredCount) * 10) / 10;

  const insights = [
    answeredInsight(scoredAnswered, result.scoredQuestions),
    accuracyInsight(result.correctAnswers, scoredAnswered, result.scoredQuestions, result.accuracy),
    result.correctAnswers === 0
      ? `With no correct answer, the scoring rules set the score to ${ZERO_CORRECT_IQ}.`
      : questionTypeInsight(byQuestionType),
    secondsPerAnswer === null
      ? null
      : `You spent ${secondsPerAnswer} seconds per answer on average, ${duration(result.timeTakenSeconds)} in all.`,
    historyInsight(input),
  ].filter((sentence): sentence is string => sentence !== null);

  return {
    accuracyPercent: result.accuracy,
    answeredCount: scoredAnswered,
    scoredQuestions: result.scoredQuestions,
    correctAnswers: result.correctAnswers,
    secondsPerAnswer,
    byQuestionType,
    scoreHistory: [...input.history],
    insights,
  };
}
