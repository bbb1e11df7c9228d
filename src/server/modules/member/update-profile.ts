import type { Profile, UpdateProfileBody } from '../../../shared/schemas/member';
import type { AppDeps } from '../../lib/app-env';
import { hitRateLimit } from '../../lib/rate-limit';
import { userPreferences } from '../../db/schema';
import { getProfile } from './get-profile';

/**
 * Saves per user and hour: plenty for fixing a typo or two, while a script cannot churn the name (each rename can
 * issue new certificates) or the session cookie without end.
 */
export const PROFILE_UPDATES_PER_HOUR = 20;

export interface UpdateProfileInput {
  userId: string;
  /** The request's headers: better-auth finds the session in them, as for its own endpoints. */
  headers: Headers;
  body: UpdateProfileBody;
}

/**
 * PUT /api/me/profile: the name through better-auth (it updates the user row and re-issues the session cookie, so
 * any cached copy of the user follows), the language in user_preferences. Answers the saved profile and the
 * cookies better-auth set, for the response. Throws RATE_LIMITED past PROFILE_UPDATES_PER_HOUR.
 */
export async function updateProfile(deps: AppDeps, input: UpdateProfileInput): Promise<{ profile: Profile; cookies: string[] }> {
  const { db, clock } = deps;
  await hitRateLimit(db, { name: 'profile-update', limit: PROFILE_UPDATES_PER_HOUR, windowSeconds: 3600 }, input.userId, clock.now());
  const updated = await deps.auth.api.updateUser({ headers: input.headers, body: { name: input.body.name }, returnHeaders: true });
  const now = clock.now();
  await db
    .insert(userPreferences)
    .values({ userId: input.userId, language: input.body.language, updatedAt: now })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { language: input.body.language, updatedAt: now } });
  return { profile: await getProfile(db, input.userId), cookies: updated.headers.getSetCookie() };
}
