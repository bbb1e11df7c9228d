import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designForVisitor } from '../../../shared/payments/checkout-design';
import { offerHolds } from '../../db/schema';
import { signedInAs } from '../../test-support/accounts';
import { createTestApp } from '../../test-support/create-test-app';
import { PAYMENTS_UNAVAILABLE_MESSAGE } from './provider/create-payments-config';
import { buyerBrowser, quizTaker } from './payments-test-kit';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof signedInAs>>['browser'];
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInAs(t, 'admin')).browser;
});
afterAll(() => t.close());

async function setSettings(settings: { checkoutDesign: string; offerHoldMinutes: number }) {
  const res = await admin.put('/api/admin/settings/payments', settings);
  expect(res.status).toBe(200);
}

describe('GET /api/payments/offer', () => {
  it('states the trial, the plan, the guarantee and the sandbox provider', async () => {
    const res = await buyerBrowser(t).get('/api/payments/offer');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      design: 'checkout',
      provider: { kind: 'sandbox', testMode: true, publishableKey: null, unavailableMessage: null },
      trial: { priceCents: 100, offerPriceCents: 100, listPriceCents: 1999, percentOff: 95, currency: 'usd' },
      subscription: { priceCents: 2999, trialDays: 7, interval: 'month' },
      moneyBackDays: 30,
      email: null,
      serverNow: t.clock.now().toISOString(),
    });
  });

  it('names the lead e-mail of the visitor, or the signed-in user', async () => {
    expect((await (await quizTaker(t, 'Lead.Person@Example.com')).get('/api/payments/offer')).json.email).toBe('lead.person@example.com');
    const member = await signedInAs(t, 'user', 'member.offer@example.com');
    expect((await member.browser.get('/api/payments/offer')).json.email).toBe('member.offer@example.com');
  });

  it('starts the 10-minute hold at the first view; reloads keep its deadline', async () => {
    const b = buyerBrowser(t);
    const first = await b.get('/api/payments/offer');
    const expiresAt = new Date(t.clock.now().getTime() + 10 * 60_000).toISOString();
    expect(first.json.trial.hold).toEqual({ disabled: false, active: true, secondsLeft: 600, expiresAt });
    t.clock.advance(125_000);
    const reload = await b.get('/api/payments/offer');
    expect(reload.json.trial.hold).toEqual({ disabled: false, active: true, secondsLeft: 475, expiresAt });
    expect(reload.json.trial.priceCents).toBe(100);
    expect(await t.db.$count(offerHolds)).toBeGreaterThanOrEqual(1);
  });

  it('expires with the clock: the list price applies, also to the payment', async () => {
    const b = await quizTaker(t, 'slow.buyer@example.com');
    await b.get('/api/payments/offer');
    t.clock.advance(10 * 60_000);
    const expired = await b.get('/api/payments/offer');
    expect(expired.json.trial.hold).toMatchObject({ active: false, secondsLeft: 0, disabled: false });
    expect(expired.json.trial.priceCents).toBe(1999);
    const intent = await b.post('/api/payments/trial/intent', {});
    expect(intent.json.amountCents).toBe(1999);
  });

  it('hold 0 turns holds off: the offer price always, no countdown', async () => {
    await setSettings({ checkoutDesign: 'checkout', offerHoldMinutes: 0 });
    const b = buyerBrowser(t);
    const res = await b.get('/api/payments/offer');
    expect(res.json.trial).toMatchObject({ priceCents: 100, hold: { disabled: true, active: true, secondsLeft: 0, expiresAt: null } });
    t.clock.advance(3600_000);
    expect((await b.get('/api/payments/offer')).json.trial.priceCents).toBe(100);
    await setSettings({ checkoutDesign: 'checkout', offerHoldMinutes: 10 });
  });

  it('gives the design of the setting; an even split is stable per visitor', async () => {
    await setSettings({ checkoutDesign: 'paywall', offerHoldMinutes: 10 });
    expect((await buyerBrowser(t).get('/api/payments/offer')).json.design).toBe('paywall');

    await setSettings({ checkoutDesign: 'split', offerHoldMinutes: 10 });
    const seen = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const b = buyerBrowser(t);
      const first = (await b.get('/api/payments/offer')).json.design;
      const vid = /vid=([^;]+)/.exec(b.cookie)![1]!;
      expect(first).toBe(designForVisitor('split', vid));
      expect((await b.get('/api/payments/offer')).json.design).toBe(first);
      seen.add(first);
    }
    expect(seen).toEqual(new Set(['checkout', 'paywall']));
    await setSettings({ checkoutDesign: 'checkout', offerHoldMinutes: 10 });
  });
});

describe('production without Stripe keys', () => {
  it('says payments are unavailable and refuses to start one with 503', async () => {
    const prod = await createTestApp({ payments: { production: true } });
    try {
      const b = await quizTaker(prod, 'prod@example.com');
      const offer = await b.get('/api/payments/offer');
      expect(offer.json.provider).toEqual({ kind: null, testMode: false, publishableKey: null, unavailableMessage: PAYMENTS_UNAVAILABLE_MESSAGE });
      for (const path of ['/api/payments/trial/intent', '/api/payments/trial/checkout', '/api/payments/upsells']) {
        const res = await b.post(path, path.endsWith('upsells') ? { upsellType: 'ultra' } : {});
        expect(res.status).toBe(503);
        expect(res.json.error).toMatchObject({ code: 'PAYMENTS_UNAVAILABLE', message: PAYMENTS_UNAVAILABLE_MESSAGE });
      }
      expect((await b.post('/api/payments/sandbox/confirm', { clientSecret: 'x', card: { number: '4242424242424242', expMonth: 1, expYear: 2030, cvc: '123' } })).status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
