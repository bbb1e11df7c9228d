import type { APIResponse, Page } from 'playwright-core';
import { expect } from 'vitest';
import { futureExpiry } from './checkout';

/** Stripe's card that always succeeds, as the sandbox's API takes it (digits only). */
const SUCCESS_CARD = '4242424242424242';

async function postJson<T>(page: Page, url: string, data?: unknown): Promise<T> {
  const res: APIResponse = await page.request.post(url, data === undefined ? {} : { data });
  expect(res.status(), `POST ${url}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as T;
}

/**
 * A visitor who has paid the trial, made through the API with the page's own cookies (the visitor cookie and then
 * the session), without the screens that payment-journey.test.ts covers: the quiz started, the lead left, the
 * trial's payment confirmed with the sandbox's 4242 card and completed, which makes the account and signs the
 * browser in. Ends signed in as `email`.
 */
export async function becomePaidUser(page: Page, email: string) {
  const session = await postJson<{ attempt: { id: string } }>(page, '/api/quiz/attempts');
  await postJson(page, '/api/leads', { email, attemptId: session.attempt.id });
  const intent = await postJson<{ purchaseId: string; clientSecret: string }>(page, '/api/payments/trial/intent', {});
  const card = { number: SUCCESS_CARD, expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123', name: 'Test Buyer' };
  await postJson(page, '/api/payments/sandbox/confirm', { clientSecret: intent.clientSecret, card });
  const done = await postJson<{ status: string; signedIn: boolean }>(page, '/api/payments/purchases/complete', { sessionId: intent.purchaseId });
  expect(done).toMatchObject({ status: 'completed', signedIn: true });
}

/** What the signed-in user owns, as GET /api/payments/entitlements answers it. */
export async function ownedProducts(page: Page): Promise<string[]> {
  const res = await page.request.get('/api/payments/entitlements');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { products: string[] }).products;
}

/** Pays on the sandbox's hosted checkout page (/sandbox/checkout) with `cardNumber`; the page then leaves for /success. */
export async function payOnHostedCheckout(tab: Page, cardNumber: string) {
  await tab.getByLabel('Card number').fill(cardNumber);
  await tab.getByLabel('Expiry (MM/YY)').fill(futureExpiry());
  await tab.getByLabel('Security code').fill('123');
  await tab.getByLabel('Name on card').fill('Test Buyer');
  await tab.getByRole('button', { name: /^Pay \$/ }).click();
}
