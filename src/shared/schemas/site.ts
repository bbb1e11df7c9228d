import { z } from 'zod';

/**
 * Site copy that is a marketing claim rather than a measured figure (PRODUCT.md principle 1): the operator
 * edits it in the admin settings; the code only holds its defaults.
 */
export const SiteCopySchema = z.object({
  testsTakenClaim: z.string().max(40),
  moneyBackDays: z.number().int().min(0).max(365),
});
export type SiteCopy = z.infer<typeof SiteCopySchema>;

export const DEFAULT_SITE_COPY: SiteCopy = {
  testsTakenClaim: '20M+',
  moneyBackDays: 30,
};
