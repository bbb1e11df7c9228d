import { and, eq, sql } from 'drizzle-orm';
import { type AnyPgColumn, union } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { certificates, purchases, supportTickets, testResults, xpEvents } from '../../db/schema';

/** A timestamp column's UTC calendar day, spelled 'YYYY-MM-DD' by the database (the same on PGlite and PostgreSQL). */
const dayOf = (column: AnyPgColumn) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`.as('day');

/**
 * The distinct UTC days on which the user did something: finished a test, earned XP, completed a purchase, got a
 * certificate or wrote to support. Referral credits are someone else's doing and do not count.
 */
export async function listActiveDays(db: Db, userId: string): Promise<string[]> {
  const rows = await union(
    db.select({ day: dayOf(testResults.completedAt) }).from(testResults).where(eq(testResults.userId, userId)),
    db.select({ day: dayOf(xpEvents.createdAt) }).from(xpEvents).where(eq(xpEvents.userId, userId)),
    db
      .select({ day: dayOf(purchases.completedAt) })
      .from(purchases)
      .where(and(eq(purchases.userId, userId), eq(purchases.status, 'completed'))),
    db.select({ day: dayOf(certificates.issuedAt) }).from(certificates).where(eq(certificates.userId, userId)),
    db.select({ day: dayOf(supportTickets.createdAt) }).from(supportTickets).where(eq(supportTickets.userId, userId)),
  );
  return rows.map((r) => r.day);
}
