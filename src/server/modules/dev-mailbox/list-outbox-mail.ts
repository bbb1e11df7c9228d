import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';

/** The mailbox shows the latest messages only; older ones stay in the table. */
export const MAILBOX_LIMIT = 100;

export type OutboxMail = typeof mailOutbox.$inferSelect;

/**
 * The newest messages of the outbox, optionally for one recipient (compared case-insensitively, as mail servers
 * do in practice). Ids are time-ordered, so messages written within one clock tick still come newest first.
 */
export async function listOutboxMail(db: Db, { to, limit }: { to?: string; limit: number }): Promise<OutboxMail[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(to ? eq(sql`lower(${mailOutbox.to})`, to.toLowerCase()) : undefined)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
}
