import type { SandboxCard, SandboxSession } from '../../../../../shared/schemas/payments';
import { AppError } from '../../../../lib/app-error';
import type { PaymentProvider } from '../payment-provider';
import { emitEvent, type SandboxDeps } from './sandbox-context';
import { customerEmail } from './sandbox-customers';
import { confirmSandboxPaymentIntent, createSandboxPaymentIntent } from './sandbox-payment-intents';
import { createObject, findObject, replaceObject, type SandboxData, sandboxId, unixSeconds } from './sandbox-store';

/** Stripe's hosted sessions expire after 24 hours. */
const SESSION_LIFETIME_SECONDS = 24 * 60 * 60;

type NewSession = Parameters<PaymentProvider['createCheckoutSession']>[0];

export async function createSandboxCheckoutSession(deps: SandboxDeps, input: NewSession): Promise<{ sessionId: string; url: string }> {
  const now = deps.clock.now();
  const id = sandboxId('cs');
  const url = `${deps.publicUrl}/sandbox/checkout?session_id=${id}`;
  const data: SandboxData = {
    id,
    object: 'checkout.session',
    mode: 'payment',
    status: 'open',
    payment_status: 'unpaid',
    payment_intent: null,
    customer: input.customerId,
    customer_email: await customerEmail(deps, input.customerId),
    amount_total: input.amountCents,
    currency: input.currency.toLowerCase(),
    metadata: input.metadata,
    payment_intent_data: { description: input.description, metadata: input.metadata, setup_future_usage: input.saveCard ? 'off_session' : null },
    success_url: input.successUrl,
    cancel_url: input.cancelUrl,
    url,
    created: unixSeconds(now),
    expires_at: unixSeconds(now) + SESSION_LIFETIME_SECONDS,
    livemode: false,
    // What the hosted page shows; Stripe keeps these on its line items and custom text.
    sandbox_display: { product_name: input.productName, description: input.description, terms: input.terms },
  };
  const { data: session } = await createObject(deps.db, { type: 'checkout.session', data, idempotencyKey: input.idempotencyKey, now });
  return { sessionId: session.id, url: session.url as string };
}

/** The session as it is now; an open session past its expiry becomes expired (with Stripe's event) when next read. */
export async function findSandboxSession(deps: SandboxDeps, id: string): Promise<SandboxData> {
  const session = await findObject(deps.db, 'checkout.session', id);
  if (!session) throw new AppError('NOT_FOUND', 'This checkout session does not exist.');
  const now = deps.clock.now();
  if (session.status === 'open' && unixSeconds(now) >= (session.expires_at as number)) {
    const expired: SandboxData = { ...session, status: 'expired', url: null };
    if (await replaceObject(deps.db, session, expired, now)) {
      await emitEvent(deps, 'checkout.session.expired', expired);
      return expired;
    }
    return findSandboxSession(deps, id);
  }
  return session;
}

export function sessionView(session: SandboxData): SandboxSession {
  const display = session.sandbox_display as { product_name: string; description: string; terms: string | null };
  return {
    id: session.id,
    status: session.status as SandboxSession['status'],
    amountCents: session.amount_total as number,
    currency: session.currency as string,
    productName: display.product_name,
    description: display.description,
    email: (session.customer_email as string | null) ?? null,
    terms: display.terms,
    cancelUrl: session.cancel_url as string,
  };
}

/** Stripe fills in the session id where the success URL has the {CHECKOUT_SESSION_ID} template. */
function successRedirect(session: SandboxData): string {
  return (session.success_url as string).replaceAll('{CHECKOUT_SESSION_ID}', session.id).replaceAll('%7BCHECKOUT_SESSION_ID%7D', session.id);
}

/**
 * The hosted page's Pay button: the session's one payment intent (made on the first attempt, carrying the
 * session's metadata) is confirmed with the card; on success the session completes and its event follows the
 * payment's. A decline leaves the session open for another card.
 */
export async function paySandboxSession(deps: SandboxDeps, id: string, card: SandboxCard): Promise<{ redirectUrl: string }> {
  const session = await findSandboxSession(deps, id);
  if (session.status === 'complete') return { redirectUrl: successRedirect(session) };
  if (session.status !== 'open') throw new AppError('NOT_FOUND', 'This checkout session has expired.');

  const intentData = session.payment_intent_data as { description: string; metadata: Record<string, string>; setup_future_usage: string | null };
  const pi = await createSandboxPaymentIntent(deps, {
    amountCents: session.amount_total as number,
    currency: session.currency as string,
    customerId: session.customer as string,
    description: intentData.description,
    metadata: intentData.metadata,
    saveCard: intentData.setup_future_usage === 'off_session',
    idempotencyKey: `checkout-session:${session.id}`,
  });
  const result = await confirmSandboxPaymentIntent(deps, pi, { card });
  if (result.status === 'declined') throw new AppError('CARD_DECLINED', result.decline.message);

  const completed: SandboxData = { ...session, status: 'complete', payment_status: 'paid', payment_intent: pi.id, url: null };
  if (await replaceObject(deps.db, session, completed, deps.clock.now())) {
    await emitEvent(deps, 'checkout.session.completed', completed);
    return { redirectUrl: successRedirect(completed) };
  }
  // A concurrent Pay completed it first.
  return { redirectUrl: successRedirect(await findSandboxSession(deps, id)) };
}
