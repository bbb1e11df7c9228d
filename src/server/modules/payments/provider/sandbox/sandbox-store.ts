import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../../db/client';
import { sandboxObjects } from '../../../../db/schema';

/** A sandbox record: Stripe's JSON for one object. */
export type SandboxData = Record<string, unknown> & { id: string };

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Stripe-like ids with a marker that they are the sandbox's: pi_sbx_…, cus_sbx_…, evt_sbx_… */
export function sandboxId(prefix: string, length = 24): string {
  let id = '';
  for (let i = 0; i < length; i++) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return `${prefix}_sbx_${id}`;
}

export const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * Stores a new object, or, when an object of this type was made with the same idempotency key, answers that one
 * (Stripe's Idempotency-Key). The unique index decides between concurrent retries, so they get one object.
 */
export async function createObject(
  db: Db,
  input: { type: string; data: SandboxData; idempotencyKey: string | null; now: Date },
): Promise<{ data: SandboxData; created: boolean }> {
  // Keys are scoped by type, so a caller may use one key (e.g. a purchase id) for its customer and its payment.
  const key = input.idempotencyKey === null ? null : `${input.type}:${input.idempotencyKey}`;
  const inserted = await db
    .insert(sandboxObjects)
    .values({ id: input.data.id, type: input.type, data: input.data, idempotencyKey: key, createdAt: input.now, updatedAt: input.now })
    .onConflictDoNothing()
    .returning({ id: sandboxObjects.id });
  if (inserted.length > 0 || key === null) return { data: input.data, created: true };
  const [existing] = await db.select().from(sandboxObjects).where(eq(sandboxObjects.idempotencyKey, key));
  if (!existing) throw new Error(`sandbox: ${input.type} with idempotency key ${input.idempotencyKey} vanished`);
  return { data: existing.data as SandboxData, created: false };
}

export async function findObject(db: Db, type: string, id: string): Promise<SandboxData | null> {
  const [row] = await db
    .select({ data: sandboxObjects.data })
    .from(sandboxObjects)
    .where(and(eq(sandboxObjects.id, id), eq(sandboxObjects.type, type)));
  return (row?.data as SandboxData | undefined) ?? null;
}

/**
 * Compare-and-swap: replaces the object only if it still holds `expected`, so of two concurrent changes (two
 * confirmations of one payment, two renewal runs) exactly one wins and only the winner sends events.
 */
export async function replaceObject(db: Db, expected: SandboxData, next: SandboxData, now: Date): Promise<boolean> {
  const updated = await db
    .update(sandboxObjects)
    .set({ data: next, updatedAt: now })
    .where(and(eq(sandboxObjects.id, expected.id), sql`${sandboxObjects.data} = ${JSON.stringify(expected)}::jsonb`))
    .returning({ id: sandboxObjects.id });
  return updated.length > 0;
}
