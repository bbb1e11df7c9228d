import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test-support/create-test-app';

const stripe = { secretKey: 'sk_test_51Sx000Key', publishableKey: 'pk_test_51Sx000Key', webhookSecret: 'whsec_test' };

describe('createPaymentsConfig', () => {
  let apps: Awaited<ReturnType<typeof createTestApp>>[] = [];
  beforeAll(async () => {
    apps = await Promise.all([
      createTestApp(),
      createTestApp({ payments: { production: true } }),
      createTestApp({ payments: { production: true, stripe } }),
    ]);
  });
  afterAll(() => Promise.all(apps.map((a) => a.close())));

  it('takes Stripe when its keys are set, the sandbox without them, and nothing in production without them', () => {
    const [development, productionWithoutKeys, withStripe] = apps.map((a) => a.deps.payments);
    expect(development).toMatchObject({ provider: { kind: 'sandbox', testMode: true, publishableKey: null }, unavailableMessage: null });
    expect(productionWithoutKeys).toEqual({
      provider: null,
      unavailableMessage: 'Payments are not available right now: this site has no payment provider configured.',
      publicUrl: 'http://localhost:3000',
    });
    expect(withStripe).toMatchObject({ provider: { kind: 'stripe', testMode: true, publishableKey: 'pk_test_51Sx000Key' }, unavailableMessage: null });
  });

  it('answers 404 on the sandbox routes when Stripe takes the payments', async () => {
    const res = await apps[2]!.app.request('/api/payments/sandbox/sessions/cs_sbx_x');
    expect(res.status).toBe(404);
  });
});
