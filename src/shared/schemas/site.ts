import { z } from 'zod';

/** A web address a link may open: http(s) only, so a stored `javascript:` or `data:` URL can never become an href. */
const WebUrlSchema = z
  .string()
  .url()
  .refine((value) => /^https?:$/.test(URL.canParse(value) ? new URL(value).protocol : ''), { message: 'Use an http:// or https:// address' });

/**
 * Site copy that is a marketing claim rather than a measured figure (PRODUCT.md principle 1): the operator
 * edits it in the admin settings; the code only holds its defaults.
 */
export const SiteCopySchema = z.object({
  testsTakenClaim: z.string().max(40),
  moneyBackDays: z.number().int().min(0).max(365),
  /** Where support mail goes (the help page's Email Support and the contact form's tickets). */
  contactEmail: z.string().email(),
  /** A live-chat page; the help page shows Live Chat only when this is set. */
  liveChatUrl: WebUrlSchema.nullable(),
  /** The platform's own social profiles, shown on /congratulations when any is set. */
  socialLinks: z.array(z.object({ network: z.enum(['facebook', 'x', 'linkedin', 'instagram', 'youtube', 'tiktok']), url: WebUrlSchema })).max(6),
});
export type SiteCopy = z.infer<typeof SiteCopySchema>;

export const DEFAULT_SITE_COPY: SiteCopy = {
  testsTakenClaim: '20M+',
  moneyBackDays: 30,
  contactEmail: 'support@iq-test.local',
  liveChatUrl: null,
  socialLinks: [],
};
