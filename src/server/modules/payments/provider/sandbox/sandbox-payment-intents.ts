import { randomBytes } from 'node:crypto';
import type { SandboxCard } from '../../../../../shared/schemas/payments';
import { AppError } from '../../../../lib/app-error';
import { providerFailure } from '../provider-failure';
import { type SandboxDeps, emitEvent } from './sandbox-context';
import { createObject, findObject, replaceObject, type SandboxData, sandboxId, unixSeconds } from './sandbox-store';
import { type CardDecline, type CardToCharge, cardOutcome } from './test-cards';

export interface NewPaymentIntent {
  amountCents: number;
  currency: string;
  customerId: string;
  description: string;
  metadata: Record<string, string>;
  saveCard: boolean;
  paymentMethodId?: string;
  /** How the payment started, e.g. an off-session charge of a saved card. */
  offSession?: boolean;
  idempotencyKey: string;
}

export async function createSandboxPaymentIntent(deps: SandboxDeps, input: NewPaymentIntent): Promise<SandboxData> {
  const now = deps.clock.now();
  const id = sandboxId('pi');
  const data: SandboxData = {
    id,
    object: 'payment_intent',
    amount: input.amountCents,
    amount_received: 0,
    currency: input.currency.toLowerCase(),
    status: 'requires_payment_method',
    customer: input.customerId,
    payment_method: input.paymentMethodId ?? null,
    description: input.description,
    metadata: input.metadata,
    setup_future_usage: input.saveCard ? 'off_session' : null,
    client_secret: `${id}_secret_${randomBytes(18).toString('base64url').replace(/[-_]/g, '0')}`,
    capture_method: 'automatic',
    payment_method_types: ['card'],
    last_payment_error: null,
    created: unixSeconds(now),
    livemode: false,
  };
  return (await createObject(deps.db, { type: 'payment_intent', data, idempotencyKey: input.idempotencyKey, now })).data;
}

/** As Stripe answers an unknown id: a provider error, its message (naming the id) for the log only. */
export async function findPaymentIntent(deps: SandboxDeps, id: string): Promise<SandboxData> {
  const pi = await findObject(deps.db, 'payment_intent', id);
  if (!pi) throw providerFailure(deps.logger, 'retrievePaymentIntent', new Error(`No such payment_intent: '${id}'`));
  return pi;
}

/** The card a payment is confirmed with: typed into a sandbox form, or a payment method saved earlier. */
export type PaymentSource = { card: SandboxCard } | { paymentMethod: SandboxData };

export type ConfirmResult = { status: 'succeeded'; paymentIntent: SandboxData } | { status: 'declined'; decline: CardDecline; paymentIntent: SandboxData };

function savedCard(paymentMethod: SandboxData): CardToCharge {
  return (paymentMethod.sandbox_card as CardToCharge | undefined) ?? { number: '', expMonth: 0, expYear: 0 };
}

/**
 * Charges the card for a payment intent, as Stripe's confirm does: a decline leaves it requires_payment_method
 * with last_payment_error (the buyer may try another card); a success saves the card on the customer when the
 * intent asked to. Confirming a payment that already succeeded answers succeeded and sends no second event.
 */
export async function confirmSandboxPaymentIntent(deps: SandboxDeps, pi: SandboxData, source: PaymentSource): Promise<ConfirmResult> {
  if (pi.status === 'succeeded') return { status: 'succeeded', paymentIntent: pi };
  if (pi.status !== 'requires_payment_method') {
    throw providerFailure(deps.logger, 'confirmPaymentIntent', new Error(`This PaymentIntent's status is ${String(pi.status)}, so it cannot be confirmed.`));
  }
  const now = deps.clock.now();
  const card: CardToCharge = 'card' in source ? source.card : savedCard(source.paymentMethod);
  const outcome = cardOutcome(card, now);

  if (!outcome.ok) {
    const failed: SandboxData = {
      ...pi,
      last_payment_error: {
        type: 'card_error',
        code: outcome.decline.code,
        decline_code: outcome.decline.declineCode,
        message: outcome.decline.message,
      },
    };
    if (!(await replaceObject(deps.db, pi, failed, now))) return settledMeanwhile(deps, pi.id, outcome.decline);
    await emitEvent(deps, 'payment_intent.payment_failed', failed);
    return { status: 'declined', decline: outcome.decline, paymentIntent: failed };
  }

  const paymentMethodId =
    'paymentMethod' in source
      ? source.paymentMethod.id
      : await savePaymentMethod(deps, source.card, outcome, pi.setup_future_usage === 'off_session' ? (pi.customer as string | null) : null);
  const succeeded: SandboxData = {
    ...pi,
    status: 'succeeded',
    amount_received: pi.amount,
    payment_method: paymentMethodId,
    last_payment_error: null,
  };
  if (!(await replaceObject(deps.db, pi, succeeded, now))) return settledMeanwhile(deps, pi.id, null);
  await emitEvent(deps, 'payment_intent.succeeded', succeeded);
  return { status: 'succeeded', paymentIntent: succeeded };
}

/** Another confirmation changed the payment first: answer what it is now, without events of our own. */
async function settledMeanwhile(deps: SandboxDeps, id: string, decline: CardDecline | null): Promise<ConfirmResult> {
  const current = await findPaymentIntent(deps, id);
  if (current.status === 'succeeded') return { status: 'succeeded', paymentIntent: current };
  const error = current.last_payment_error as { code?: string; decline_code?: string | null; message?: string } | null;
  return {
    status: 'declined',
    paymentIntent: current,
    decline: decline ?? { code: error?.code ?? 'card_declined', declineCode: error?.decline_code ?? null, message: error?.message ?? 'Your card was declined.' },
  };
}

async function savePaymentMethod(
  deps: SandboxDeps,
  card: SandboxCard,
  outcome: { brand: string; last4: string },
  customerId: string | null,
): Promise<string> {
  const now = deps.clock.now();
  const data: SandboxData = {
    id: sandboxId('pm'),
    object: 'payment_method',
    type: 'card',
    customer: customerId,
    billing_details: { name: card.name ?? null },
    card: { brand: outcome.brand, last4: outcome.last4, exp_month: card.expMonth, exp_year: card.expYear, funding: 'credit', country: 'US' },
    metadata: {},
    created: unixSeconds(now),
    livemode: false,
    // Later off-session charges answer as this card would. Only cards that succeeded are saved, and only test
    // cards succeed, so no real card number is ever stored.
    ...(customerId ? { sandbox_card: { number: card.number, expMonth: card.expMonth, expYear: card.expYear } } : {}),
  };
  await createObject(deps.db, { type: 'payment_method', data, idempotencyKey: null, now });
  return data.id;
}

/** The browser's confirmation (the sandbox's confirmPayment): finds the payment by its client secret. */
export async function confirmWithClientSecret(deps: SandboxDeps, clientSecret: string, card: SandboxCard) {
  const id = clientSecret.split('_secret_')[0] ?? '';
  const pi = await findObject(deps.db, 'payment_intent', id);
  if (!pi || pi.client_secret !== clientSecret) throw new AppError('NOT_FOUND', 'This payment does not exist.');
  const result = await confirmSandboxPaymentIntent(deps, pi, { card });
  if (result.status === 'declined') throw new AppError('CARD_DECLINED', result.decline.message);
  return { status: 'succeeded' as const, paymentIntentId: pi.id };
}

/** A saved card of this customer, as Stripe requires for an off-session charge. */
export async function findCustomerPaymentMethod(deps: SandboxDeps, paymentMethodId: string, customerId: string): Promise<SandboxData> {
  const pm = await findObject(deps.db, 'payment_method', paymentMethodId);
  if (!pm || pm.customer !== customerId) {
    throw providerFailure(deps.logger, 'findCustomerPaymentMethod', new Error(`The payment method ${paymentMethodId} is not saved on customer ${customerId}.`));
  }
  return pm;
}
