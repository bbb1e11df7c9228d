import { createHash, randomUUID } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { verification } from '../../db/schema';
import { visitorIdFromCookieHeader } from '../../lib/visitor-cookie';

/**
 * A mailed sign-in link proves that its opener reads the mailbox; the browser that asked for it chose the address.
 * When both are one browser, that browser's anonymous quiz records are the mailbox owner's (PRODUCT.md "Accounts
 * across the funnel"). A link sent to someone else and opened in their browser proves nothing about either browser,
 * so the opener's records stay unowned. The asking browser is kept beside better-auth's own verification rows,
 * under the link token's hash, for as long as the link lives.
 */
const identifierFor = (token: string) => `link-browser:${createHash('sha256').update(token).digest('base64url')}`;

export async function rememberAskingBrowser(
  db: Db,
  input: { token: string; cookieHeader: string | null | undefined; now: Date; expiresInSeconds: number },
): Promise<void> {
  const visitorId = visitorIdFromCookieHeader(input.cookieHeader);
  if (!visitorId) return;
  await db.insert(verification).values({
    id: randomUUID(),
    identifier: identifierFor(input.token),
    value: visitorId,
    expiresAt: new Date(input.now.getTime() + input.expiresInSeconds * 1000),
    createdAt: input.now,
    updatedAt: input.now,
  });
}

/**
 * The visitor whose browser both asked for the link `token` and opened it (cookie header of the opening request),
 * else null. The record is used up either way.
 */
export async function sameBrowserVisitor(db: Db, input: { token: string; cookieHeader: string | null | undefined; now: Date }): Promise<string | null> {
  const asked = await db
    .delete(verification)
    .where(and(eq(verification.identifier, identifierFor(input.token)), gt(verification.expiresAt, input.now)))
    .returning({ visitorId: verification.value });
  const opening = visitorIdFromCookieHeader(input.cookieHeader);
  return opening !== null && asked.some((row) => row.visitorId === opening) ? opening : null;
}
