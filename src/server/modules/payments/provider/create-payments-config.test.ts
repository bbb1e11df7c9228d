import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../../env';
import { fixedClock } from '../../../lib/clock';
import { createLogger } from '../../../lib/logger';
import { createTestApp } from '../../../test-support/create-test-app';
import { createPaymentsConfig, PAYMENTS_UNAVAILABLE_MESSAGE } from './create-payments-config';

const stripe = { secretKey: 'sk_test_51Sx000Key', publishableKey: 'pk_test_51Sx000Key', webhookSecret: 'whsec_test' };
const SECRET = 'x'.repeat(40);

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

  describe('from the environment', () => {
    /** The payments configuration index.ts builds for these settings (no database call happens while choosing). */
    function configFor(settings: Record<string, string>) {
      const env = loadEnv(settings);
      return createPaymentsConfig({
        db: apps[0]!.db,
        clock: fixedClock('2026-03-10T12:00:00Z'),
        logger: createLogger('silent'),
        publicUrl: env.PUBLIC_URL,
        sandboxAllowed: env.PAYMENTS_SANDBOX,
        sandboxWebhookSecret: 'whsec_unused_here',
        stripe: env.STRIPE_SECRET_KEY ? stripe : undefined,
        deliverWebhook: async () => {},
      });
    }

    it('takes no payments on a public address that forgot NODE_ENV and has no Stripe keys', () => {
      expect(configFor({ PUBLIC_URL: 'https://iq.example.com', AUTH_SECRET: SECRET })).toEqual({
        provider: null,
        unavailableMessage: PAYMENTS_UNAVAILABLE_MESSAGE,
        publicUrl: 'https://iq.example.com',
      });
    });

    it('runs the sandbox there when the operator sets PAYMENTS_SANDBOX=true outside production', () => {
      const config = configFor({ PUBLIC_URL: 'https://test.iq.example.com', AUTH_SECRET: SECRET, PAYMENTS_SANDBOX: 'true' });
      expect(config).toMatchObject({ provider: { kind: 'sandbox' }, unavailableMessage: null });
    });

    it('runs the sandbox on a local address, and Stripe wherever its keys are set', () => {
      expect(configFor({}).provider?.kind).toBe('sandbox');
      const keys = { STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_PUBLISHABLE_KEY: stripe.publishableKey, STRIPE_WEBHOOK_SECRET: stripe.webhookSecret };
      expect(configFor({ PUBLIC_URL: 'https://iq.example.com', AUTH_SECRET: SECRET, ...keys }).provider?.kind).toBe('stripe');
    });
  });
});
