import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchases, subscriptions } from '../../db/schema';
import { signedInAs } from '../../test-support/accounts';
import { createTestApp } from '../../test-support/create-test-app';
import { createBillingWorker } from './billing-worker';
import { startMissingSubscriptions } from './start-missing-subscriptions';
import { trialMember } from './payments-test-kit';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 24 * 3600_000;

describe('the signed-in subscription', () => {
  it('answers no subscription for a user who never paid', async () => {
    const { browser } = await signedInAs(t, 'user');
    expect((await browser.get('/api/payments/subscription')).json).toEqual({ subscription: null, in_trial: false, trial_end: null });
    const cancel = await browser.post('/api/payments/subscription/cancel');
    expect(cancel.status).toBe(404);
    expect(cancel.json.error.code).toBe('NO_SUBSCRIPTION');
  });

  it('cancels in one call: no next charge, access until the trial ends, a confirmation mail; again changes nothing', async () => {
    const { browser } = await trialMember(t, 'leaver@example.com');
    const before = (await browser.get('/api/payments/subscription')).json;
    const trialEnd = before.trial_end as string;
    expect(before.subscription).toMatchObject({ status: 'trialing', nextChargeAt: trialEnd, nextChargeCents: 2999, cancelAtPeriodEnd: false, endsAt: null });

    const cancel = await browser.post('/api/payments/subscription/cancel');
    expect(cancel.status).toBe(200);
    expect(cancel.json.subscription).toMatchObject({ status: 'trialing', cancelAtPeriodEnd: true, nextChargeAt: null, nextChargeCents: null, endsAt: trialEnd });
    expect((await browser.get('/api/payments/subscription')).json).toEqual(cancel.json);

    const mail = await t.lastMailTo('leaver@example.com');
    expect(mail?.subject).toBe('Your IQ Test membership is cancelled');
    expect(mail?.text).toContain('There will be no further charges.');
    expect(mail?.text).toContain(`You keep full access until ${new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(trialEnd))}.`);

    const mails = (await t.mailsTo('leaver@example.com')).length;
    const again = await browser.post('/api/payments/subscription/cancel');
    expect(again.json).toEqual(cancel.json);
    expect((await t.mailsTo('leaver@example.com')).length).toBe(mails);
  });
});

describe('the billing worker', () => {
  it('mails the trial reminder once, 2 days before the trial converts, with the date, price and how to cancel', async () => {
    const { browser } = await trialMember(t, 'reminded@example.com');
    const trialEnd = new Date((await browser.get('/api/payments/subscription')).json.trial_end as string);
    const worker = createBillingWorker(t.deps);
    const reminders = async () => (await t.mailsTo('reminded@example.com')).filter((m) => m.subject.startsWith('Your IQ Test trial ends'));

    t.clock.set(new Date(trialEnd.getTime() - 2 * DAY_MS - 60_000));
    await worker.runOnce();
    expect(await reminders()).toHaveLength(0);

    t.clock.set(new Date(trialEnd.getTime() - 2 * DAY_MS + 60_000));
    await Promise.all([worker.runOnce(), createBillingWorker(t.deps).runOnce()]);
    await worker.runOnce();
    const sent = await reminders();
    expect(sent).toHaveLength(1);
    const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(trialEnd);
    expect(sent[0]!.subject).toBe(`Your IQ Test trial ends on ${day}`);
    expect(sent[0]!.text).toContain('$29.99');
    expect(sent[0]!.text).toContain('http://localhost:3000/profile');
    expect(sent[0]!.text).toContain('cancel');
  });

  it('sends no reminder for a cancelled trial', async () => {
    const { browser } = await trialMember(t, 'cancelled.early@example.com');
    const trialEnd = new Date((await browser.get('/api/payments/subscription')).json.trial_end as string);
    await browser.post('/api/payments/subscription/cancel');
    t.clock.set(new Date(trialEnd.getTime() - DAY_MS));
    await createBillingWorker(t.deps).runOnce();
    expect((await t.mailsTo('cancelled.early@example.com')).filter((m) => m.subject.includes('trial ends'))).toHaveLength(0);
  });

  it('starts the subscription of a paid trial that has none yet (the sweep)', async () => {
    const { purchaseId } = await trialMember(t, 'swept@example.com');
    await t.db.delete(subscriptions).where(eq(subscriptions.purchaseId, purchaseId));
    const [purchase] = await t.db.select().from(purchases).where(eq(purchases.id, purchaseId));
    t.clock.set(new Date(purchase!.completedAt!.getTime() + 2 * 60_000));
    await createBillingWorker(t.deps).runOnce();
    expect(await t.db.$count(subscriptions, eq(subscriptions.purchaseId, purchaseId))).toBe(1);
  });

  it('converts a trial that ran out in the sandbox: $29.99 charged, the membership active until the next month', async () => {
    const { browser } = await trialMember(t, 'converted@example.com');
    const trialEnd = new Date((await browser.get('/api/payments/subscription')).json.trial_end as string);
    t.clock.set(new Date(trialEnd.getTime() + 60_000));
    await createBillingWorker(t.deps).runOnce();
    const after = (await browser.get('/api/payments/subscription')).json;
    expect(after).toMatchObject({ in_trial: false, subscription: { status: 'active', nextChargeCents: 2999 } });
    expect(new Date(after.subscription.nextChargeAt).getTime()).toBeGreaterThan(trialEnd.getTime() + 27 * DAY_MS);
    const history = (await browser.get('/api/payments/history')).json.payments;
    expect(history[0]).toMatchObject({ amountCents: 2999, status: 'completed', description: 'Monthly membership' });
  });

  it('the sweep takes the newest paid trials first, so rows that keep failing never hold back newer ones', async () => {
    const { purchaseId } = await trialMember(t, 'swept.newest@example.com');
    await t.db.delete(subscriptions).where(eq(subscriptions.purchaseId, purchaseId));
    const [purchase] = await t.db.select().from(purchases).where(eq(purchases.id, purchaseId));
    const completedAt = purchase!.completedAt!;
    // A batch's worth of older paid trials whose subscription cannot start (no saved card is known for them).
    await t.db.insert(purchases).values(
      Array.from({ length: 25 }, (_, i) => ({
        product: 'trial',
        channel: 'card' as const,
        amountCents: 100,
        currency: 'usd',
        visitorId: `stuck-${i}`,
        email: `stuck-${i}@example.com`,
        provider: 'sandbox',
        status: 'completed' as const,
        createdAt: new Date(completedAt.getTime() - DAY_MS - i * 60_000),
        completedAt: new Date(completedAt.getTime() - DAY_MS - i * 60_000),
      })),
    );
    t.clock.set(new Date(completedAt.getTime() + 2 * 60_000));
    await startMissingSubscriptions(t.deps);
    expect(await t.db.$count(subscriptions, eq(subscriptions.purchaseId, purchaseId))).toBe(1);
  });
});
