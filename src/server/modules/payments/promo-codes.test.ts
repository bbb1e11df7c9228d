import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promoCodes } from '../../db/schema';
import { type Browser, browser, signedInAs } from '../../test-support/accounts';
import { createTestApp } from '../../test-support/create-test-app';
import { payTrialByCard, quizTaker } from './payments-test-kit';
import { PROMO_TRIES_PER_HOUR } from './promo-rate-limit';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Browser;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInAs(t, 'admin')).browser;
});
afterAll(() => t.close());

async function createCode(body: Record<string, unknown>) {
  const res = await admin.post('/api/admin/promo-codes', body);
  expect(res.status).toBe(201);
  return res.json as { id: string; code: string };
}

describe('promo codes for the trial', () => {
  it('a valid code answers its discount and the price with it; case and spaces do not matter', async () => {
    await createCode({ code: 'half50', percentOff: 50 });
    const b = await quizTaker(t, 'promo.valid@example.com');
    const res = await b.post('/api/payments/promo', { code: '  Half50 ' });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ code: 'HALF50', percentOff: 50, amountOffCents: null, priceCents: 50 });
  });

  it('the discount is applied to the payment the server creates, and counted once it is paid', async () => {
    const { id } = await createCode({ code: 'TENOFF', percentOff: 10 });
    const b = await quizTaker(t, 'promo.paid@example.com');
    await b.get('/api/payments/offer');
    t.clock.advance(11 * 60_000);
    // The hold ran out: 10 % off the list price of $19.99 is $17.99.
    const { intent } = await payTrialByCard(b, undefined, 'tenoff');
    expect(intent.amountCents).toBe(1799);
    await b.post('/api/payments/purchases/complete', { sessionId: intent.purchaseId });
    const [row] = await t.db.select().from(promoCodes).where(eq(promoCodes.id, id));
    expect(row?.redemptionCount).toBe(1);
  });

  it.each([
    ['unknown', async () => 'NOPE123'],
    ['inactive', async () => {
      const { id, code } = await createCode({ code: 'OFFNOW', amountOffCents: 25 });
      expect((await admin.put(`/api/admin/promo-codes/${id}`, { active: false })).json.active).toBe(false);
      return code;
    }],
    ['expired', async () => (await createCode({ code: 'OLDCODE', percentOff: 20, expiresAt: new Date(t.clock.now().getTime() - 1000).toISOString() })).code],
    ['used up', async () => {
      const { id, code } = await createCode({ code: 'ONCEONLY', percentOff: 20, maxRedemptions: 1 });
      await t.db.update(promoCodes).set({ redemptionCount: 1 }).where(eq(promoCodes.id, id));
      return code;
    }],
  ])('refuses a code that is %s, as a promo check and as a payment', async (_, make) => {
    const code = await make();
    const b = await quizTaker(t, `promo.${code.toLowerCase()}@example.com`);
    for (const path of ['/api/payments/promo', '/api/payments/trial/intent']) {
      const res = await b.post(path, path.endsWith('promo') ? { code } : { promoCode: code });
      expect(res.status).toBe(422);
      expect(res.json.error).toMatchObject({ code: 'PROMO_CODE_INVALID', message: 'This promo code is not valid.' });
    }
  });

  it('a code with a maximum is not handed out beyond it: purchases still open hold their redemption for 24 hours', async () => {
    await createCode({ code: 'ONLYTWO', percentOff: 50, maxRedemptions: 2 });
    const first = await quizTaker(t, 'cap.first@example.com');
    const second = await quizTaker(t, 'cap.second@example.com');
    const late = await quizTaker(t, 'cap.late@example.com');
    expect((await first.post('/api/payments/trial/intent', { promoCode: 'ONLYTWO' })).status).toBe(201);
    const [a, b] = await Promise.all([
      second.post('/api/payments/trial/intent', { promoCode: 'ONLYTWO' }),
      late.post('/api/payments/trial/intent', { promoCode: 'ONLYTWO' }),
    ]);
    // Two at once for the last redemption: one gets it.
    expect([a.status, b.status].sort()).toEqual([201, 422]);
    const refused = a.status === 422 ? a : b;
    expect(refused.json.error).toMatchObject({ code: 'PROMO_CODE_INVALID', message: 'This promo code is not valid.' });

    // The open purchases were never paid: a day later their holds are gone.
    t.clock.advance(24 * 3600_000 + 60_000);
    const next = await quizTaker(t, 'cap.next@example.com');
    expect((await next.post('/api/payments/trial/intent', { promoCode: 'ONLYTWO' })).status).toBe(201);
  });

  it(`allows ${PROMO_TRIES_PER_HOUR} tries an hour from one address, so codes cannot be guessed`, async () => {
    const b = browser(t, { 'x-forwarded-for': '198.51.100.77' });
    for (let i = 0; i < PROMO_TRIES_PER_HOUR; i++) expect((await b.post('/api/payments/promo', { code: `GUESS${i}` })).status).toBe(422);
    const limited = await b.post('/api/payments/promo', { code: 'GUESSMORE' });
    expect(limited.status).toBe(429);
    expect(limited.json.error.code).toBe('RATE_LIMITED');
  });
});

describe('admin promo codes', () => {
  it('lists, creates and switches codes; a taken code is 409', async () => {
    const created = await admin.post('/api/admin/promo-codes', { code: 'spring-26', amountOffCents: 30, maxRedemptions: 100 });
    expect(created.json).toMatchObject({ code: 'SPRING-26', percentOff: null, amountOffCents: 30, active: true, maxRedemptions: 100, redemptionCount: 0 });
    const dup = await admin.post('/api/admin/promo-codes', { code: 'SPRING-26', percentOff: 5 });
    expect(dup.status).toBe(409);
    expect(dup.json.error.code).toBe('PROMO_CODE_EXISTS');
    const list = await admin.get('/api/admin/promo-codes');
    expect(list.json.promoCodes.map((p: { code: string }) => p.code)).toContain('SPRING-26');
    const off = await admin.put(`/api/admin/promo-codes/${created.json.id}`, { active: false });
    expect(off.json).toMatchObject({ id: created.json.id, active: false });
    expect((await admin.put('/api/admin/promo-codes/00000000-0000-4000-8000-000000000000', { active: true })).status).toBe(404);
  });

  it('refuses a code with both or neither discount, or a bad name', async () => {
    for (const body of [{ code: 'BOTH', percentOff: 5, amountOffCents: 5 }, { code: 'NEITHER' }, { code: 'a b', percentOff: 5 }, { code: 'PCT', percentOff: 101 }]) {
      const res = await admin.post('/api/admin/promo-codes', body);
      expect(res.status).toBe(422);
    }
  });

  it('is for admins only: a user is refused with 403, anonymous with 401', async () => {
    const user = (await signedInAs(t, 'user')).browser;
    const moderator = (await signedInAs(t, 'moderator')).browser;
    const anonymous = browser(t);
    const calls: [string, string, unknown?][] = [
      ['get', '/api/admin/promo-codes'],
      ['post', '/api/admin/promo-codes', { code: 'SNEAKY', percentOff: 100 }],
      ['put', '/api/admin/promo-codes/00000000-0000-4000-8000-000000000000', { active: true }],
      ['get', '/api/admin/settings/payments'],
      ['put', '/api/admin/settings/payments', { checkoutDesign: 'paywall', offerHoldMinutes: 0 }],
    ];
    for (const [method, path, body] of calls) {
      const send = (b: Browser) => (method === 'get' ? b.get(path) : method === 'post' ? b.post(path, body) : b.put(path, body));
      expect((await send(anonymous)).status).toBe(401);
      expect((await send(user)).status).toBe(403);
      expect((await send(moderator)).status).toBe(403);
    }
    expect(await t.db.$count(promoCodes, eq(promoCodes.code, 'SNEAKY'))).toBe(0);
  });

  it('reads and writes the payment settings, with defaults and validation', async () => {
    expect((await admin.get('/api/admin/settings/payments')).json).toEqual({ checkoutDesign: 'checkout', offerHoldMinutes: 10 });
    expect((await admin.put('/api/admin/settings/payments', { checkoutDesign: 'split', offerHoldMinutes: 15 })).json).toEqual({
      checkoutDesign: 'split',
      offerHoldMinutes: 15,
    });
    expect((await admin.get('/api/admin/settings/payments')).json).toEqual({ checkoutDesign: 'split', offerHoldMinutes: 15 });
    for (const bad of [{ checkoutDesign: 'other', offerHoldMinutes: 5 }, { checkoutDesign: 'checkout', offerHoldMinutes: -1 }, { checkoutDesign: 'checkout' }]) {
      expect((await admin.put('/api/admin/settings/payments', bad)).status).toBe(422);
    }
  });
});
