import { z } from 'zod';

export const LatestResultSchema = z.object({ name: z.string(), score: z.number().int() });
export type LatestResult = z.infer<typeof LatestResultSchema>;

/** Public figures for the landing and intro pages; each is null when there is not enough data to show it. */
export const PublicStatsSchema = z.object({
  testsToday: z.number().int(),
  latestResults: z.array(LatestResultSchema),
  averageIq: z.number().int().nullable(),
  averageIqSample: z.enum(['last_24_hours', 'all_time']).nullable(),
});
export type PublicStats = z.infer<typeof PublicStatsSchema>;

/** GET /api/stats/recent-buyers: the paywall's social-proof banner, from real paid results only (empty when none). */
export const RecentBuyersSchema = z.object({ buyers: z.array(LatestResultSchema) });
export type RecentBuyers = z.infer<typeof RecentBuyersSchema>;
