import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectPath } from './funnel';
import { finishQuizAsThePageWould } from './results';

/** Stripe's test cards, as the sandbox knows them (PRODUCT.md "Payments"). */
export const TEST_CARDS = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
} as const;

/** An expiry a year or more ahead, as MM/YY. */
export function futureExpiry(now = new Date()): string {
  return `12/${String((now.getFullYear() + 2) % 100).padStart(2, '0')}`;
}

/**
 * From a fresh visitor to the checkout design the server picks: the quiz taken and submitted (through the API, as
 * funnel-journey.test.ts covers answering by hand), then the e-mail given on /email (skipping the 5 s /analyzing
 * wait, which funnel-journey.test.ts also covers). Ends on /checkout or /paywall, whichever the server sent the
 * visitor to.
 */
export async function quizToCheckout(page: Page, email: string): Promise<'/checkout' | '/paywall'> {
  await page.goto('/start');
  await finishQuizAsThePageWould(page);
  await page.goto('/results-intro');
  await page.getByText(/Test complete/i).first().waitFor();
  await page.goto('/email');
  await page.getByLabel(/email/i).fill(email);
  await page.getByRole('button', { name: /get my results/i }).click();
  await page.getByText('Email Saved!').waitFor();
  await page.waitForURL((url) => url.pathname === '/checkout' || url.pathname === '/paywall', { timeout: 10_000 });
  return new URL(page.url()).pathname as '/checkout' | '/paywall';
}

/** Waits on /checkout until the card form is ready (after 'Loading payment options…'). */
export async function waitForCardForm(page: Page) {
  await page.getByLabel('Card number').waitFor();
}

/**
 * Fills the card form on /checkout (Card number, Expiry (MM/YY), Security code, Name on card) and presses the pay
 * button. Does not wait for the outcome: the caller waits for /success or for the error it expects.
 */
export async function payOnCheckout(page: Page, cardNumber: string = TEST_CARDS.success, name = 'Test Buyer') {
  await waitForCardForm(page);
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill(futureExpiry());
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Name on card').fill(name);
  await page.getByRole('button', { name: /^Pay .* Start My Trial$/ }).click();
}

/** Pays the trial with a card that succeeds and waits for /success; answers the purchase id (the Transaction ID). */
export async function payTrialAndReachSuccess(page: Page): Promise<string> {
  await payOnCheckout(page, TEST_CARDS.success);
  await expectPath(page, '/success');
  await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
  const sessionId = new URL(page.url()).searchParams.get('session_id');
  expect(sessionId).toBeTruthy();
  return sessionId as string;
}

/** The offer countdown's remaining seconds, read from its mm:ss timer ('Special Offer Expires In' or 'Offer ends in'). */
export async function countdownSeconds(page: Page): Promise<number> {
  const text = (await page.getByRole('timer').first().textContent()) ?? '';
  const match = /(\d+):(\d{2})/.exec(text);
  if (!match) throw new Error(`no countdown on ${page.url()} (${text})`);
  return Number(match[1]) * 60 + Number(match[2]);
}
