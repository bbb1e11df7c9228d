import { z } from 'zod';
import { stripBidiControls } from '../text/strip-bidi-controls';
import { ProgressSchema } from './account';

/** The signed-in home (member-area §2 /profile), profile dialog, referrals and support (issue 5). */

export const ACTIVITY_KINDS = ['test_completed', 'purchase', 'xp', 'certificate', 'referral', 'support_ticket'] as const;

/** GET /api/me/dashboard: the four stat tiles and recent activity, all computed from the user's own data. */
export const DashboardSchema = z.object({
  stats: z.object({
    testsTaken: z.number().int(),
    /** The best unlocked score; null when none is unlocked. */
    bestScore: z.number().int().nullable(),
    progress: ProgressSchema,
    /** Distinct days (UTC) with any activity. */
    daysActive: z.number().int(),
    /** Consecutive days with activity ending today or yesterday. */
    currentStreak: z.number().int(),
  }),
  activity: z.array(
    z.object({ id: z.string(), kind: z.enum(ACTIVITY_KINDS), title: z.string(), detail: z.string().nullable(), at: z.string() }),
  ),
  referral: z.object({ code: z.string(), referredCount: z.number().int() }),
});
export type Dashboard = z.infer<typeof DashboardSchema>;

/** Languages of the profile dialog (member-area §9); only English is translated yet (PRODUCT.md "Languages"). */
export const LANGUAGES = [
  { code: 'en', label: 'English', translated: true },
  { code: 'es', label: 'Spanish', translated: false },
  { code: 'fr', label: 'French', translated: false },
] as const;
export const LanguageCodeSchema = z.enum(['en', 'es', 'fr']);
export type LanguageCode = z.infer<typeof LanguageCodeSchema>;

/** GET and PUT /api/me/profile: the profile dialog's name and language (the e-mail is shown, not edited here). */
export const ProfileSchema = z.object({ name: z.string(), email: z.string(), language: LanguageCodeSchema });
export type Profile = z.infer<typeof ProfileSchema>;
/** The longest name an account may carry (profile and sign-up alike). */
export const MAX_NAME_LENGTH = 80;

export const UpdateProfileBodySchema = z.object({
  name: z
    .string()
    .transform(stripBidiControls)
    .pipe(z.string().trim().min(1, 'Please enter your name').max(MAX_NAME_LENGTH, `Please keep your name under ${MAX_NAME_LENGTH} characters`)),
  language: LanguageCodeSchema,
});
export type UpdateProfileBody = z.infer<typeof UpdateProfileBodySchema>;

/** GET /api/me/referral: the user's code (created on first ask) and how many referred visitors paid. */
export const ReferralSchema = z.object({ code: z.string(), referredCount: z.number().int() });
export type Referral = z.infer<typeof ReferralSchema>;

/** POST /api/referrals/visits (public): a visit arrived with ?ref={code}; unknown codes are ignored. */
export const ReferralVisitBodySchema = z.object({ code: z.string().trim().min(1).max(40) });

/** POST /api/support/tickets (signed in): stored, then mailed to the contact address. */
export const SupportTicketBodySchema = z.object({
  subject: z.string().trim().min(3, 'Please enter a subject (at least 3 characters)').max(120, 'Please keep the subject under 120 characters'),
  message: z
    .string()
    .trim()
    .min(10, 'Please describe your question (at least 10 characters)')
    .max(5000, 'Please keep your message under 5000 characters'),
});
export type SupportTicketBody = z.infer<typeof SupportTicketBodySchema>;
export const SupportTicketResponseSchema = z.object({ ticketId: z.string() });
