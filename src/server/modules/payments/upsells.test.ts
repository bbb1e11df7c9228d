import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentCustomers, payments, purchases, sandboxObjects } from '../../db/schema';
import { signedInAs } from '../../test-support/accounts';
import { createTestApp } from '../../test-support/create-test-app';
import { buyerBrowser, DECLINED_CARD, payTrialByCard, quizTaker, SUCCESS_CARD, trialMember } from './payments-test-kit';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const customerOf = async (email: string) =>
  (await t.db.select({ id: paymentCustomers.providerCustomerId }).from(paymentCustomers).where(eq(paymentCustomers.email, email)))[0]!.id;
const paymentsOf = (purchaseId: string) => t.db.select().from(payments).where(eq(payments.purchaseId, purchaseId));
const chargesFor = async (email: string, product: string) =>
  t.db.$count(payments, and(eq(payments.product, product), sql`${payments.purchaseId} in (select id from purchases where email = ${email})`));

describe('POST /api/payments/upsells', () => {
  it('charges the card saved by the trial in one click, once; a second click answers the same purchase', async () => {
    const { browser: b } = await trialMember(t, 'one.click@example.com');
    const first = await b.post('/api/payments/upsells', { upsellType: 'ultra' });
    expect(first.status).toBe(200);
    expect(first.json).toEqual({
      status: 'paid',
      purchaseId: expect.any(String),
      entitlements: expect.arrayContaining(['early-access-games', 'extended-analysis', 'personalised-certificate']),
    });
    const [purchase] = await t.db.select().from(purchases).where(eq(purchases.id, first.json.purchaseId));
    expect(purchase).toMatchObject({ channel: 'saved_card', amountCents: 999, status: 'completed' });
    expect(await paymentsOf(purchase!.id)).toMatchObject([{ amountCents: 999, status: 'completed' }]);

    const second = await b.post('/api/payments/upsells', { upsellType: 'ultra' });
    expect(second.json).toMatchObject({ status: 'paid', purchaseId: first.json.purchaseId });
    expect(await chargesFor('one.click@example.com', 'ultra')).toBe(1);

    const owned = await b.get('/api/payments/entitlements');
    expect(owned.json).toEqual({
      entitlements: ['full-report', 'certificate', 'extended-analysis', 'early-access-games', 'personalised-certificate'],
      products: ['trial', 'ultra'],
    });
    const history = await b.get('/api/payments/history');
    expect(history.json.payments).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ product: 'ultra', description: 'ULTRA PACK - 3 in 1', amountCents: 999, status: 'completed' }),
        expect.objectContaining({ product: 'trial', amountCents: 100, status: 'completed' }),
      ]),
    );
  });

  it('never sells what the buyer holds through another product: an Ultra owner is not charged for the bundle or the extended report', async () => {
    const email = 'ultra.owner@example.com';
    const { browser: b } = await trialMember(t, email);
    expect((await b.post('/api/payments/upsells', { upsellType: 'ultra' })).json.status).toBe('paid');
    const purchasesBefore = await t.db.$count(purchases, eq(purchases.email, email));
    for (const upsellType of ['premium-bundle-retention', 'extended']) {
      const res = await b.post('/api/payments/upsells', { upsellType });
      expect(res.status, upsellType).toBe(409);
      expect(res.json.error).toMatchObject({ code: 'ALREADY_OWNED', message: 'You already own this.' });
      expect(await chargesFor(email, upsellType)).toBe(0);
    }
    expect(await t.db.$count(purchases, eq(purchases.email, email))).toBe(purchasesBefore);
    // What the Ultra pack does not hold can still be bought.
    expect((await b.post('/api/payments/upsells', { upsellType: 'cognitive-analysis-report' })).json.status).toBe('paid');
  });

  it('two clicks at once charge once', async () => {
    const { browser: b } = await trialMember(t, 'double.click@example.com');
    const [a, c] = await Promise.all([
      b.post('/api/payments/upsells', { upsellType: 'extended' }),
      b.post('/api/payments/upsells', { upsellType: 'extended' }),
    ]);
    // One charges; the other sees it under way and answers its outcome (or asks to wait a moment).
    expect([a.status, c.status]).toContain(200);
    expect(await chargesFor('double.click@example.com', 'extended')).toBe(1);
  });

  it('two clicks at once on products that give the same charge once: the Ultra pack and the premium bundle', async () => {
    const email = 'two.offers@example.com';
    const { browser: b } = await trialMember(t, email);
    // The three overlap on PostgreSQL (PGlite runs one request's queries at a time): each used to pass the ownership
    // check before any was charged.
    const answers = await Promise.all([
      b.post('/api/payments/upsells', { upsellType: 'ultra' }),
      b.post('/api/payments/upsells', { upsellType: 'premium-bundle-retention' }),
      b.post('/api/payments/upsells', { upsellType: 'extended' }),
    ]);
    expect(answers.map((a) => a.status)).toContain(200);
    const charged = (await chargesFor(email, 'ultra')) + (await chargesFor(email, 'premium-bundle-retention')) + (await chargesFor(email, 'extended'));
    expect(charged).toBe(1);
  });

  it('a declined saved card answers 402 with the provider message and grants nothing', async () => {
    const { browser: b } = await trialMember(t, 'card.gone@example.com');
    // The bank now declines the saved card (as Stripe's 4000 0000 0000 0341 does after being saved).
    await t.db
      .update(sandboxObjects)
      .set({ data: sql`jsonb_set(${sandboxObjects.data}, '{sandbox_card,number}', to_jsonb(${DECLINED_CARD.number}::text))` })
      .where(and(eq(sandboxObjects.type, 'payment_method'), eq(sql`${sandboxObjects.data}->>'customer'`, await customerOf('card.gone@example.com'))));
    const res = await b.post('/api/payments/upsells', { upsellType: 'cognitive-analysis-report' });
    expect(res.status).toBe(402);
    expect(res.json.error).toMatchObject({ code: 'CARD_DECLINED', message: 'Your card was declined.' });
    const [purchase] = await t.db
      .select()
      .from(purchases)
      .where(and(eq(purchases.email, 'card.gone@example.com'), eq(purchases.product, 'cognitive-analysis-report')));
    expect(purchase).toMatchObject({ status: 'failed', failureMessage: 'Your card was declined.' });
    expect((await b.get('/api/payments/entitlements')).json.entitlements).not.toContain('cognitive-analysis');
  });

  it('without a saved card opens hosted checkout, returning to the offer page on cancel', async () => {
    const member = await signedInAs(t, 'user', 'no.card@example.com');
    const res = await member.browser.post('/api/payments/upsells', { upsellType: 'cognitive-growth-retention' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 'requires_checkout', url: expect.any(String) });
    const sessionId = new URL(res.json.url).searchParams.get('session_id') ?? new URL(res.json.url).pathname.split('/').pop()!;
    const page = await member.browser.get(`/api/payments/sandbox/sessions/${encodeURIComponent(sessionId)}`);
    expect(page.json).toMatchObject({ amountCents: 499, terms: null, cancelUrl: 'http://localhost:3000/upsell-2-retention' });
  });

  it('an anonymous browser buys for the account its own trial paid for, with that trial’s card', async () => {
    const b = await quizTaker(t, 'returning.buyer@example.com');
    // The account existed, so the payment did not sign this browser in.
    await signedInAs(t, 'user', 'returning.buyer@example.com');
    const { intent } = await payTrialByCard(b, SUCCESS_CARD);
    const complete = await b.post('/api/payments/purchases/complete', { sessionId: intent.purchaseId });
    expect(complete.json).toMatchObject({ signedIn: false, existingAccount: true });
    const res = await b.post('/api/payments/upsells', { upsellType: 'extended' });
    expect(res.json).toMatchObject({ status: 'paid' });
  });

  it('answers 404 to a browser without a trial, and never takes a price from the browser', async () => {
    const res = await buyerBrowser(t).post('/api/payments/upsells', { upsellType: 'ultra', amount: 1 });
    expect(res.status).toBe(404);
    expect(res.json.error).toMatchObject({ code: 'PURCHASE_NOT_FOUND', message: 'Start your trial first.' });
    expect((await buyerBrowser(t).post('/api/payments/upsells', { upsellType: 'free-stuff' })).status).toBe(422);
  });
});

describe('one-click charges that fail, and refunds', () => {
  it('a charge whose call fails in an unknown way stays open: a click within 10 minutes waits instead of charging again', async () => {
    const { browser: b } = await trialMember(t, 'timed.out@example.com');
    const provider = t.deps.payments.provider!;
    const charge = provider.chargeSavedCard;
    // The provider may have taken the charge when the connection dropped; nobody here can tell.
    provider.chargeSavedCard = async () => {
      throw new Error('socket hang up');
    };
    let first;
    try {
      first = await b.post('/api/payments/upsells', { upsellType: 'ultra' });
    } finally {
      provider.chargeSavedCard = charge;
    }
    expect(first.status).toBe(502);
    expect(first.json.error).toMatchObject({ code: 'PAYMENT_PROVIDER_ERROR', message: 'The payment could not be started. Please try again.' });
    const [open] = await t.db.select().from(purchases).where(and(eq(purchases.email, 'timed.out@example.com'), eq(purchases.product, 'ultra')));
    expect(open).toMatchObject({ status: 'open', channel: 'saved_card' });

    t.clock.advance(5 * 60_000);
    const second = await b.post('/api/payments/upsells', { upsellType: 'ultra' });
    expect(second.status).toBe(429);
    expect(await chargesFor('timed.out@example.com', 'ultra')).toBe(0);

    t.clock.advance(6 * 60_000);
    const later = await b.post('/api/payments/upsells', { upsellType: 'ultra' });
    expect(later.json).toMatchObject({ status: 'paid' });
    expect(await chargesFor('timed.out@example.com', 'ultra')).toBe(1);
  });

  it("never shows the provider's ids: only a decline carries its message", async () => {
    const { browser: b } = await trialMember(t, 'foreign.card@example.com');
    await t.db.update(paymentCustomers).set({ defaultPaymentMethodId: 'pm_sbx_not_theirs' }).where(eq(paymentCustomers.email, 'foreign.card@example.com'));
    const res = await b.post('/api/payments/upsells', { upsellType: 'extended' });
    expect(res.status).toBe(502);
    expect(res.json.error).toMatchObject({ code: 'PAYMENT_PROVIDER_ERROR', message: 'The payment could not be started. Please try again.' });
    expect(res.text).not.toMatch(/pm_|cus_/);
  });

  it('a fully refunded upsell is not "already paid": buying it again charges again', async () => {
    const { browser: b } = await trialMember(t, 'refunded.upsell@example.com');
    const first = await b.post('/api/payments/upsells', { upsellType: 'cognitive-analysis-report' });
    expect(first.json).toMatchObject({ status: 'paid' });
    // What the ledger records for charge.refunded in full.
    await t.db.update(payments).set({ refundedCents: sql`${payments.amountCents}` }).where(eq(payments.purchaseId, first.json.purchaseId));
    const again = await b.post('/api/payments/upsells', { upsellType: 'cognitive-analysis-report' });
    expect(again.json).toMatchObject({ status: 'paid' });
    expect(again.json.purchaseId).not.toBe(first.json.purchaseId);
    expect(await chargesFor('refunded.upsell@example.com', 'cognitive-analysis-report')).toBe(2);
  });
});

describe('signed-in only', () => {
  it.each(['/api/payments/subscription', '/api/payments/entitlements', '/api/payments/history'])('%s is 401 when signed out', async (path) => {
    expect((await buyerBrowser(t).get(path)).status).toBe(401);
  });
});
