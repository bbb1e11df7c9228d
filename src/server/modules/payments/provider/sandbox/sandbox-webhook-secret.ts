import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../../db/client';
import { sandboxObjects } from '../../../../db/schema';

/** The sandbox's own record of its signing secret (Stripe's "whsec_…" of a webhook endpoint). */
const SECRET_ID = 'whsec_sbx_signing_secret';

/**
 * The secret the sandbox signs its events with, in Stripe's format: random, made on the database's first use and
 * kept in it, so every process on one database agrees and nobody can work it out from the source (a secret derived
 * from the public development auth secret let anyone forge paid events). Two processes starting at once make one:
 * the first insert wins and both read it back.
 */
export async function loadSandboxWebhookSecret(db: Db, now: Date): Promise<string> {
  const made = `whsec_${randomBytes(32).toString('base64url')}`;
  await db
    .insert(sandboxObjects)
    .values({ id: SECRET_ID, type: 'webhook_secret', data: { id: SECRET_ID, secret: made }, idempotencyKey: null, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: sandboxObjects.id });
  const [row] = await db.select({ data: sandboxObjects.data }).from(sandboxObjects).where(eq(sandboxObjects.id, SECRET_ID));
  const secret = row?.data.secret;
  if (typeof secret !== 'string' || !secret.startsWith('whsec_')) throw new Error('the sandbox webhook secret could not be stored');
  return secret;
}
