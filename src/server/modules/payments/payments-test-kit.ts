import { type Browser, browser } from '../../test-support/accounts';
import type { createTestApp } from '../../test-support/create-test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

let addresses = 0;

/**
 * A browser of its own client address (so the promo-code rate limit of one test does not spend another's) on the
 * app's origin.
 */
export function buyerBrowser(t: TestApp): Browser {
  addresses += 1;
  return browser(t, { 'x-forwarded-for': `203.0.113.${addresses % 250}, 10.0.${Math.floor(addresses / 250)}.${addresses % 250}` });
}

/** A visitor who took the quiz and left `email` on /email: the state /checkout starts from. */
export async function quizTaker(t: TestApp, email: string): Promise<Browser> {
  const b = buyerBrowser(t);
  const started = await b.post('/api/quiz/attempts');
  if (started.status !== 201) throw new Error(`quiz start failed: ${started.status} ${started.text}`);
  const attemptId = started.json.attempt.id as string;
  await b.post(`/api/quiz/attempts/${attemptId}/submit`);
  const lead = await b.post('/api/leads', { email, attemptId });
  if (lead.status !== 201) throw new Error(`lead capture failed: ${lead.status} ${lead.text}`);
  return b;
}

export const SUCCESS_CARD = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' };
export const DECLINED_CARD = { ...SUCCESS_CARD, number: '4000000000000002' };

/** The card form on /checkout: a payment intent, confirmed with `card` as Stripe.js would. */
export async function payTrialByCard(b: Browser, card = SUCCESS_CARD, promoCode?: string) {
  const intent = await b.post('/api/payments/trial/intent', promoCode ? { promoCode } : {});
  if (intent.status !== 201) throw new Error(`trial intent failed: ${intent.status} ${intent.text}`);
  const confirm = await b.post('/api/payments/sandbox/confirm', { clientSecret: intent.json.clientSecret, card });
  return { intent: intent.json as { purchaseId: string; clientSecret: string; amountCents: number }, confirm };
}

/** The whole trial: quiz, e-mail, card 4242, and /success's call. Answers the browser (now signed in) and the purchase. */
export async function trialMember(t: TestApp, email: string) {
  const b = await quizTaker(t, email);
  const { intent } = await payTrialByCard(b);
  const complete = await b.post('/api/payments/purchases/complete', { sessionId: intent.purchaseId });
  if (complete.status !== 200) throw new Error(`complete failed: ${complete.status} ${complete.text}`);
  return { browser: b, purchaseId: intent.purchaseId, complete: complete.json };
}
