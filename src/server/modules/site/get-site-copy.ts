import { eq } from 'drizzle-orm';
import { DEFAULT_SITE_COPY, type SiteCopy, SiteCopySchema } from '../../../shared/schemas/site';
import type { Db } from '../../db/client';
import { siteSettings } from '../../db/schema';

export const SITE_COPY_KEY = 'copy';

/** The operator's site copy over the defaults; a stored value that no longer validates falls back field by field. */
export async function getSiteCopy(db: Db): Promise<SiteCopy> {
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, SITE_COPY_KEY)).limit(1);
  const merged = { ...DEFAULT_SITE_COPY, ...(typeof row?.value === 'object' && row.value !== null ? row.value : {}) };
  const parsed = SiteCopySchema.safeParse(merged);
  return parsed.success ? parsed.data : DEFAULT_SITE_COPY;
}
