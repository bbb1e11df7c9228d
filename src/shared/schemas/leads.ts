import { z } from 'zod';
import { UuidSchema } from './common';

/** Spec §5: non-empty and containing '@'; trimmed and lower-cased before saving. */
export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

export function isAcceptableEmail(raw: string): boolean {
  const email = normalizeEmail(raw);
  return email.length > 0 && email.includes('@');
}

export const CaptureLeadBodySchema = z.object({
  email: z
    .string()
    .max(254, 'Email is too long')
    .transform(normalizeEmail)
    .refine((email) => email.length > 0 && email.includes('@'), 'Please enter a valid email address'),
  attemptId: UuidSchema.optional(),
  quizData: z.record(z.string(), z.unknown()).optional(),
});
export type CaptureLeadBody = z.input<typeof CaptureLeadBodySchema>;

export const CaptureLeadResponseSchema = z.object({
  leadId: UuidSchema,
  email: z.string(),
  attemptLinked: z.boolean(),
});
export type CaptureLeadResponse = z.infer<typeof CaptureLeadResponseSchema>;
