import Stripe from 'stripe';
import type { Db } from '../../../../db/client';
import type { Clock } from '../../../../lib/clock';
import type { Logger } from '../../../../lib/logger';
import { createObject, type SandboxData, sandboxId, unixSeconds } from './sandbox-store';

export interface SandboxDeps {
  db: Db;
  clock: Clock;
  logger: Logger;
  /** Base of the hosted checkout page's URL. */
  publicUrl: string;
  /** The secret events are signed with (sandboxWebhookSecret). */
  webhookSecret: string;
  /** Hands a signed event to the webhook handler, the code path Stripe's HTTP webhooks take. */
  deliverWebhook: (rawBody: string, signatureHeader: string) => Promise<void>;
}

/** Sandbox objects are `livemode: false` and say which Stripe API version their shapes follow. */
export const SANDBOX_API_VERSION = Stripe.API_VERSION;

/**
 * Records an event and delivers it, signed as Stripe signs its webhooks. Callers never hold a transaction here:
 * the handler writes to the same database. A failed delivery is logged, not thrown: the payment has happened,
 * and /success reconciles by asking the provider (as it must when Stripe's webhooks are late).
 */
export async function emitEvent(deps: SandboxDeps, type: string, object: SandboxData): Promise<void> {
  const now = deps.clock.now();
  const event = {
    id: sandboxId('evt'),
    object: 'event',
    type,
    created: unixSeconds(now),
    livemode: false,
    api_version: SANDBOX_API_VERSION,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  };
  await createObject(deps.db, { type: 'event', data: event, idempotencyKey: null, now });
  const payload = JSON.stringify(event);
  // Signed at the sandbox clock's time, and verified against it (verifyWebhook), so tests can move time.
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: deps.webhookSecret, timestamp: unixSeconds(now) });
  try {
    await deps.deliverWebhook(payload, header);
  } catch (err) {
    deps.logger.error({ err, eventId: event.id, type }, 'sandbox: delivering an event to the webhook handler failed');
  }
}
