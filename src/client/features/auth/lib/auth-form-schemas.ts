import { z } from 'zod';

/** Spec §5: the e-mail is required on every login form; password sign-in needs both fields. */
const email = z.string().trim().min(1, 'Please enter your email address');

export const MagicLinkSchema = z.object({ email });
export type MagicLinkValues = z.infer<typeof MagicLinkSchema>;

export const SignInSchema = z.object({ email, password: z.string().min(1, 'Please enter your password') });
export type SignInValues = z.infer<typeof SignInSchema>;

export const SignUpSchema = SignInSchema.extend({ name: z.string().trim().min(1, 'Please enter your name') });
export type SignUpValues = z.infer<typeof SignUpSchema>;
