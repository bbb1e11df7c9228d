import type { Role } from '../../shared/schemas/account';
import { eq } from 'drizzle-orm';
import { user, userRoles } from '../db/schema';
import { TEST_ORIGIN, type createTestApp, linkIn, visitor } from './create-test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
export type Browser = ReturnType<typeof visitor>;

export const TEST_PASSWORD = 'correct horse battery';

/** A browser on the app's own origin: it sends Origin on POSTs like a real one, which better-auth requires. */
export function browser(t: TestApp, headers?: Record<string, string>): Browser {
  return visitor(t.app, { origin: TEST_ORIGIN, headers });
}

/**
 * Signs up with a password in `b` and confirms the address by following the mailed link there, which signs `b` in
 * (a password account signs in only once its e-mail is confirmed). Returns the new user's id.
 */
export async function signUp(t: TestApp, b: Browser, email: string, password = TEST_PASSWORD, name = 'Test User'): Promise<string> {
  const userId = await signUpUnconfirmed(t, b, email, password, name);
  const confirm = new URL(linkIn((await t.lastMailTo(email))!.text, '/api/auth/verify-email'));
  const opened = await b.get(confirm.pathname + confirm.search);
  if (opened.status >= 400) throw new Error(`confirming ${email} failed: ${opened.status} ${opened.text}`);
  return userId;
}

/** Signs up with a password in `b` without confirming: no session, and the account's id from the database. */
export async function signUpUnconfirmed(t: TestApp, b: Browser, email: string, password = TEST_PASSWORD, name = 'Test User'): Promise<string> {
  const res = await b.post('/api/auth/sign-up/email', { email, password, name });
  if (res.status !== 200) throw new Error(`sign-up of ${email} failed: ${res.status} ${res.text}`);
  const [created] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, email.trim().toLowerCase()));
  if (!created) throw new Error(`sign-up of ${email} made no account`);
  return created.id;
}

/** Asks for a magic link in `b` and follows the newest one mailed to `email`. Returns the verify response. */
export async function signInWithMagicLink(t: TestApp, b: Browser, email: string, callbackURL = '/') {
  const asked = await b.post('/api/auth/sign-in/magic-link', { email, callbackURL });
  if (asked.status !== 200) throw new Error(`magic link for ${email} refused: ${asked.status} ${asked.text}`);
  const mail = await t.lastMailTo(email);
  if (!mail) throw new Error(`no mail queued for ${email}`);
  const url = new URL(linkIn(mail.text, '/api/auth/magic-link/verify'));
  return b.get(url.pathname + url.search);
}

/** A signed-in browser whose user has `role` (given straight in the database, as admin:create would). */
export async function signedInAs(t: TestApp, role: Role, email = `${role}-${Math.random().toString(36).slice(2, 8)}@example.com`) {
  const b = browser(t);
  const userId = await signUp(t, b, email);
  if (role !== 'user') await t.db.insert(userRoles).values({ userId, role });
  return { browser: b, userId, email };
}
