import { Hono } from 'hono';
import {
  BuyUpsellBodySchema,
  CompletePurchaseBodySchema,
  StartTrialBodySchema,
  ValidatePromoBodySchema,
  type BuyUpsellResponse,
  type CheckoutUrlResponse,
  type CompletePurchaseResponse,
  type EntitlementsResponse,
  type MembershipResponse,
  type OfferResponse,
  type PaymentHistoryResponse,
  type SubscriptionResponse,
  type TrialIntentResponse,
  type ValidatePromoResponse,
} from '../../../shared/schemas/payments';
import type { AppEnv } from '../../lib/app-env';
import { clientIp } from '../../lib/client-request';
import { validate } from '../../lib/validate';
import { visitorCookie } from '../../lib/visitor-cookie';
import { requireUser, signedInUser } from '../auth/session';
import { signInBrowser } from '../auth/sign-in-browser';
import { buyUpsell } from './buy-upsell';
import { cancelSubscription } from './cancel-subscription';
import { completeCheckout } from './complete-checkout';
import { getEntitlements } from './get-entitlements';
import { getOffer } from './get-offer';
import { getSubscription } from './get-subscription';
import { listPaymentHistory } from './list-payment-history';
import { getMembership } from './membership';
import { paymentStartRateLimit } from './payment-start-rate-limit';
import { createTrialCheckout, createTrialIntent } from './start-trial';
import { validatePromoCode } from './validate-promo-code';

/**
 * The payments API (spec §7: create-payment-intent, create-checkout, check-subscription, create-upsell-payment).
 * The browser names what it wants; every price, and every answer about what was paid, is the server's.
 */
export const paymentsRoutes = new Hono<AppEnv>()
  .get('/offer', visitorCookie, async (c) =>
    c.json<OfferResponse>(await getOffer(c.get('deps'), { visitorId: c.get('visitorId'), user: c.get('user') })),
  )
  .post('/promo', visitorCookie, validate('json', ValidatePromoBodySchema), async (c) =>
    c.json<ValidatePromoResponse>(
      await validatePromoCode(c.get('deps'), { visitorId: c.get('visitorId'), ip: clientIp(c), code: c.req.valid('json').code }),
    ),
  )
  .post('/trial/intent', paymentStartRateLimit, visitorCookie, validate('json', StartTrialBodySchema), async (c) =>
    c.json<TrialIntentResponse>(
      await createTrialIntent(c.get('deps'), {
        visitorId: c.get('visitorId'),
        user: c.get('user'),
        ip: clientIp(c),
        promoCode: c.req.valid('json').promoCode,
      }),
      201,
    ),
  )
  .post('/trial/checkout', paymentStartRateLimit, visitorCookie, validate('json', StartTrialBodySchema), async (c) =>
    c.json<CheckoutUrlResponse>(
      await createTrialCheckout(c.get('deps'), {
        visitorId: c.get('visitorId'),
        user: c.get('user'),
        ip: clientIp(c),
        promoCode: c.req.valid('json').promoCode,
      }),
      201,
    ),
  )
  .post('/purchases/complete', visitorCookie, validate('json', CompletePurchaseBodySchema), async (c) =>
    c.json<CompletePurchaseResponse>(
      await completeCheckout(c.get('deps'), {
        sessionId: c.req.valid('json').sessionId,
        visitorId: c.get('visitorId'),
        user: c.get('user'),
        signIn: (userId) => signInBrowser(c, userId),
      }),
    ),
  )
  .post('/upsells', paymentStartRateLimit, visitorCookie, validate('json', BuyUpsellBodySchema), async (c) =>
    c.json<BuyUpsellResponse>(
      await buyUpsell(c.get('deps'), { visitorId: c.get('visitorId'), user: c.get('user'), upsellType: c.req.valid('json').upsellType }),
    ),
  )
  .get('/subscription', requireUser, async (c) => c.json<SubscriptionResponse>(await getSubscription(c.get('deps').db, signedInUser(c).id)))
  .post('/subscription/cancel', requireUser, async (c) => c.json<SubscriptionResponse>(await cancelSubscription(c.get('deps'), signedInUser(c))))
  // Whether the signed-in user is a member, was one, or never had the trial ('none' when signed out), and whether their
  // results are unlocked: the quiz's end asks it, so a member goes straight to the new result.
  .get('/membership', async (c) => {
    const { db, clock } = c.get('deps');
    return c.json<MembershipResponse>(await getMembership(db, c.get('user')?.id ?? null, clock.now()));
  })
  .get('/entitlements', requireUser, async (c) => c.json<EntitlementsResponse>(await getEntitlements(c.get('deps').db, signedInUser(c).id)))
  .get('/history', requireUser, async (c) =>
    c.json<PaymentHistoryResponse>(await listPaymentHistory(c.get('deps').db, signedInUser(c).id)),
  );
