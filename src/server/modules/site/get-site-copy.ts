import { eq } from 'drizzle-orm';
import { DEFAULT_SITE_COPY, type SiteCopy, SiteCopySchema } from '../../../shared/schemas/site';
import type { Db } from '../../db/client';
import { siteSettings } from '../../db/schema';

export const SITE_COPY_KEY = 'copy';

/**
 * The operator's site copy over the defaults. Each field is validated on its own: a stored value that no longer
 * validates (an older shape, a hand edit) falls back to its default alone, so it cannot wipe the fields that are fine
 * (the contact address above all).
 */
export async function getSiteCopy(db: Db): Promise<SiteCopy> {
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, SITE_COPY_KEY)).limit(1);
  return siteCopyFrom(row?.value);
}

/** `stored` read field by field over DEFAULT_SITE_COPY (exported for the unit test). */
export function siteCopyFrom(stored: unknown): SiteCopy {
  const values = typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? (stored as Record<string, unknown>) : {};
  const copy: Record<string, unknown> = { ...DEFAULT_SITE_COPY };
  for (const [key, schema] of Object.entries(SiteCopySchema.shape)) {
    if (!(key in values)) continue;
    const parsed = schema.safeParse(values[key]);
    if (parsed.success) copy[key] = parsed.data;
  }
  return SiteCopySchema.parse(copy);
}
