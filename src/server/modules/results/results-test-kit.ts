import { asc, eq } from 'drizzle-orm';
import { questions, testResults } from '../../db/schema';
import { type Browser, signedInAs } from '../../test-support/accounts';
import type { createTestApp } from '../../test-support/create-test-app';
import { buyerBrowser, payTrialByCard } from '../payments/payments-test-kit';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export interface KeyItem {
  id: string;
  correctAnswer: number | null;
  type: string;
  domain: string | null;
  options: string[];
}

/** How a test taker answers one scored item. */
export type Choice = 'right' | 'wrong' | 'skip';
export type Chooser = (item: KeyItem, index: number) => Choice;

export const allRight: Chooser = () => 'right';

/** The seeded test's items in order, with their answer key (tests only). */
export async function answerKey(t: TestApp): Promise<KeyItem[]> {
  return t.db
    .select({ id: questions.id, correctAnswer: questions.correctAnswer, type: questions.type, domain: questions.domain, options: questions.options })
    .from(questions)
    .orderBy(asc(questions.position));
}

/**
 * Takes the quiz in `b` (anonymous or signed in): each scored item answered as `choose` says, `secondsTaken` on the
 * clock, then submitted. Answers the new result's id and score.
 */
export async function takeQuiz(t: TestApp, b: Browser, choose: Chooser, secondsTaken = 60) {
  const started = await b.post('/api/quiz/attempts');
  if (started.status !== 201) throw new Error(`quiz start failed: ${started.status} ${started.text}`);
  const attemptId = started.json.attempt.id as string;
  const scored = (await answerKey(t)).filter((q) => q.type !== 'demographic' && q.correctAnswer !== null);
  for (const [i, q] of scored.entries()) {
    const choice = choose(q, i);
    if (choice === 'skip') continue;
    const option = choice === 'right' ? q.correctAnswer! : (q.correctAnswer! + 1) % q.options.length;
    const saved = await b.put(`/api/quiz/attempts/${attemptId}/answers/${q.id}`, { option });
    if (saved.status !== 200) throw new Error(`answer failed: ${saved.status} ${saved.text}`);
  }
  t.clock.advance(secondsTaken * 1000);
  const submitted = await b.post(`/api/quiz/attempts/${attemptId}/submit`);
  if (submitted.status !== 200) throw new Error(`submit failed: ${submitted.status} ${submitted.text}`);
  const [row] = await t.db.select({ id: testResults.id, iqScore: testResults.iqScore }).from(testResults).where(eq(testResults.attemptId, attemptId));
  return { resultId: row!.id, score: row!.iqScore, attemptId };
}

/** A visitor who took the quiz as `choose` says, left `email`, paid the $1 trial and came back signed in from /success. */
export async function paidMember(t: TestApp, email: string, choose: Chooser = allRight, secondsTaken = 60) {
  const b = buyerBrowser(t);
  const result = await takeQuiz(t, b, choose, secondsTaken);
  const lead = await b.post('/api/leads', { email, attemptId: result.attemptId });
  if (lead.status !== 201) throw new Error(`lead capture failed: ${lead.status} ${lead.text}`);
  const { intent } = await payTrialByCard(b);
  const complete = await b.post('/api/payments/purchases/complete', { sessionId: intent.purchaseId });
  if (complete.status !== 200 || !complete.json.signedIn) throw new Error(`complete failed: ${complete.status} ${complete.text}`);
  return { browser: b, ...result };
}

/** A signed-up user who took the quiz signed in and never paid: their result is locked. */
export async function unpaidMember(t: TestApp, email: string, choose: Chooser = allRight) {
  const member = await signedInAs(t, 'user', email);
  const result = await takeQuiz(t, member.browser, choose);
  return { ...member, ...result };
}
