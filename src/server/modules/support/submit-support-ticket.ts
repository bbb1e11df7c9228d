import type { SupportTicketBody } from '../../../shared/schemas/member';
import type { AppDeps, SessionUser } from '../../lib/app-env';
import { renderSupportTicketEmail } from '../../lib/mailer/templates/support-ticket-email';
import { hitRateLimit } from '../../lib/rate-limit';
import { supportTickets } from '../../db/schema';
import { getSiteCopy } from '../site/get-site-copy';

/** Enough for a question and a few follow-ups; more in an hour is a script or a stuck button. */
export const SUPPORT_TICKETS_PER_HOUR = 5;

/**
 * Stores a request from /profile/help, then queues its mail to the operator's contact address (the durable queue
 * delivers it with retries). Name and e-mail come from the account, never from the form. The ticket is written
 * first so that the request is kept even if queueing the mail fails.
 */
export async function submitSupportTicket(deps: AppDeps, user: SessionUser, body: SupportTicketBody): Promise<{ ticketId: string }> {
  const { db, clock } = deps;
  const now = clock.now();
  await hitRateLimit(db, { name: 'support-ticket', limit: SUPPORT_TICKETS_PER_HOUR, windowSeconds: 3600 }, user.id, now);
  const { contactEmail } = await getSiteCopy(db);
  const [ticket] = await db
    .insert(supportTickets)
    .values({ userId: user.id, email: user.email, name: user.name, subject: body.subject, message: body.message, createdAt: now })
    .returning({ id: supportTickets.id });
  const ticketId = ticket!.id;
  await deps.mailer.enqueue({
    to: contactEmail,
    ...renderSupportTicketEmail({ ticketId, name: user.name, email: user.email, subject: body.subject, message: body.message, sentAt: now }),
  });
  deps.logger.info({ ticketId, userId: user.id }, 'support ticket stored');
  return { ticketId };
}
