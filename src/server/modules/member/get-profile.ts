import { eq } from 'drizzle-orm';
import { LanguageCodeSchema, type Profile } from '../../../shared/schemas/member';
import type { Db } from '../../db/client';
import { user, userPreferences } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/** GET /api/me/profile: what the profile dialog shows, read from the account and the stored preferences. */
export async function getProfile(db: Db, userId: string): Promise<Profile> {
  const [row] = await db
    .select({ name: user.name, email: user.email, language: userPreferences.language })
    .from(user)
    .leftJoin(userPreferences, eq(userPreferences.userId, user.id))
    .where(eq(user.id, userId));
  if (!row) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue');
  // A language no longer offered reads as the default rather than failing the dialog.
  return { name: row.name, email: row.email, language: LanguageCodeSchema.catch('en').parse(row.language ?? 'en') };
}
