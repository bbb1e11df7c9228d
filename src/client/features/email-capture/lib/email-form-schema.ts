import { z } from 'zod';
import { isAcceptableEmail } from '@shared/schemas/leads';

/** Spec §5: non-empty and containing '@' (checked after trimming); the value is normalised on submit. */
export const EmailFormSchema = z.object({
  email: z.string().refine(isAcceptableEmail, 'Please enter a valid email address'),
});
export type EmailFormValues = z.infer<typeof EmailFormSchema>;
