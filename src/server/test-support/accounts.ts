import type { Role } from '../../shared/schemas/account';
import { userRoles } from '../db/schema';
import { TEST_ORIGIN, type createTestApp, linkIn, visitor } from './create-test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
export type Browser = ReturnType<typeof visitor>;

export const TEST_PASSWORD = 'correct horse battery';

/** A browser on the app's own origin: it sends Origin on POSTs like a real one, which better-auth requires. */
export function browser(t: TestApp, headers?: Record<string, string>): Browser {
  return visitor(t.app, { origin: TEST_ORIGIN, headers });
}

/** Signs up with a password in `b` (which then holds the session cookie); returns the new user's id. */
export async function signUp(b: Browser, email: string, password = TEST_PASSWORD, name = 'Test User'): Promise<string> {
  const res = await b.post('/api/auth/sign-up/email', { email, password, name });
  if (res.status !== 200) throw new Error(`sign-up of ${email} failed: ${res.status} ${res.text}`);
  return res.json.user.id as string;
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
  const userId = await signUp(b, email);
  if (role !== 'user') await t.db.insert(userRoles).values({ userId, role });
  return { browser: b, userId, email };
}
