import { z } from 'zod';
import { UuidSchema } from './common';

/** Spec §5: non-empty and containing '@'; trimmed and lower-cased before saving. */
export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

const EMAIL_ADDRESS = z.email();

/**
 * Spec §5's rule (non-empty, with '@') made exact: an address mail can be sent to, as zod's e-mail check has it
 * ('a@b', 'x@', '@y.com' or 'a b@c.com' are not). On an already normalised value.
 */
function isAcceptableNormalizedEmail(email: string): boolean {
  return EMAIL_ADDRESS.safeParse(email).success;
}

export function isAcceptableEmail(raw: string): boolean {
  return isAcceptableNormalizedEmail(normalizeEmail(raw));
}

export const CaptureLeadBodySchema = z.object({
  email: z
    .string()
    .max(254, 'Email is too long')
    .transform(normalizeEmail)
    .refine(isAcceptableNormalizedEmail, 'Please enter a valid email address'),
  /** The visitor's attempt; the lead's quiz data is built from its result on the server, never sent by the browser. */
  attemptId: UuidSchema.optional(),
});
export type CaptureLeadBody = z.input<typeof CaptureLeadBodySchema>;

export const CaptureLeadResponseSchema = z.object({
  leadId: UuidSchema,
  email: z.string(),
  attemptLinked: z.boolean(),
});
export type CaptureLeadResponse = z.infer<typeof CaptureLeadResponseSchema>;
