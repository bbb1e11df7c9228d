import { and, eq, inArray, lt, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { newMailId } from './mail-id';
import type { MailMessage } from './types';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** Writes a message to the queue, due at once. */
export async function insertMail(db: Db, message: MailMessage, now: Date): Promise<string> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ id: newMailId(), ...message, status: 'queued', nextAttemptAt: now, createdAt: now })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

/**
 * Takes up to `limit` due messages for this worker until `leaseUntil`, in one statement. SKIP LOCKED makes
 * concurrent workers take disjoint rows, and a row another worker just claimed no longer matches the condition
 * when re-checked, so no message is claimed twice. A 'sending' row whose lease ran out belonged to a process that
 * died mid-send; it is taken again.
 */
export async function claimDueMail(db: Db, now: Date, leaseUntil: Date, limit: number): Promise<OutboxRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      or(
        and(eq(mailOutbox.status, 'queued'), lte(mailOutbox.nextAttemptAt, now)),
        and(eq(mailOutbox.status, 'sending'), lt(mailOutbox.lockedUntil, now)),
      ),
    )
    .orderBy(mailOutbox.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db.update(mailOutbox).set({ status: 'sending', lockedUntil: leaseUntil }).where(inArray(mailOutbox.id, due)).returning();
}

/**
 * Only the worker holding the lease may settle a row: if its lease ran out and another worker took the message,
 * a late write from the first must not undo the second's result.
 */
function heldBy(id: string, leaseUntil: Date) {
  return and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'sending'), eq(mailOutbox.lockedUntil, leaseUntil));
}

export async function markMailSent(db: Db, id: string, leaseUntil: Date, transport: 'smtp' | 'dev', now: Date) {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: now, transport, lockedUntil: null, lastError: null })
    .where(heldBy(id, leaseUntil));
}

/** Records a failed attempt: back in the queue at `retryAt`, or given up when `retryAt` is null. */
export async function markMailFailedAttempt(db: Db, row: OutboxRow, leaseUntil: Date, error: string, retryAt: Date | null) {
  await db
    .update(mailOutbox)
    .set({
      status: retryAt ? 'queued' : 'failed',
      attempts: row.attempts + 1,
      lastError: error,
      nextAttemptAt: retryAt ?? row.nextAttemptAt,
      lockedUntil: null,
    })
    .where(heldBy(row.id, leaseUntil));
}

/** Gives claimed but unsent messages back to the queue, untouched, for the next run (or another worker). */
export async function releaseMail(db: Db, ids: string[], leaseUntil: Date) {
  if (ids.length === 0) return;
  await db
    .update(mailOutbox)
    .set({ status: 'queued', lockedUntil: null })
    .where(and(inArray(mailOutbox.id, ids), eq(mailOutbox.status, 'sending'), eq(mailOutbox.lockedUntil, leaseUntil)));
}
