import { webhookEvents } from '../../../db/schema';
import type { AppDeps } from '../../../lib/app-env';
import { AppError } from '../../../lib/app-error';
import { applyEvent, parseEvent } from './apply-event';
import { ledgerTransaction } from './ledger-transaction';
import type { FollowUp } from './ledger-context';
import { runFollowUps } from './run-follow-ups';
import { ProviderEventSchema } from './stripe-objects';

/**
 * One delivery of a provider event (PRODUCT.md principle 5): the signature is checked, then in ONE transaction the
 * event's id is recorded and the event applied. The id's primary key makes a second delivery, even one arriving at
 * the same moment, wait for the first and then find the id taken: a duplicate changes nothing. Types the ledger does
 * not use are recorded and acknowledged.
 */
export async function receiveWebhook(deps: AppDeps, rawBody: string, signatureHeader: string | undefined): Promise<{ duplicate: boolean }> {
  const provider = deps.payments.provider;
  if (!provider) throw new AppError('PAYMENTS_UNAVAILABLE', deps.payments.unavailableMessage ?? 'Payments are not available here.');
  const payload = provider.verifyWebhook(rawBody, signatureHeader);
  const envelope = ProviderEventSchema.safeParse(payload);
  if (!envelope.success) {
    const issues = envelope.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    throw new AppError('VALIDATION_FAILED', 'The body is not a provider event', issues);
  }
  const event = envelope.data;
  const parsed = parseEvent(event);

  const outcome = await ledgerTransaction(deps, async (ctx): Promise<{ duplicate: boolean; followUps: FollowUp[] }> => {
    const [fresh] = await ctx.tx
      .insert(webhookEvents)
      .values({ provider: ctx.provider, eventId: event.id, type: event.type, createdAt: new Date(event.created * 1000), receivedAt: ctx.now })
      .onConflictDoNothing()
      .returning({ eventId: webhookEvents.eventId });
    if (!fresh) return { duplicate: true, followUps: [] };
    return { duplicate: false, followUps: await applyEvent(ctx, event, parsed) };
  });
  if (outcome.duplicate) deps.logger.info({ event: event.id, type: event.type }, 'duplicate webhook delivery ignored');
  await runFollowUps(deps, outcome.followUps);
  return { duplicate: outcome.duplicate };
}
