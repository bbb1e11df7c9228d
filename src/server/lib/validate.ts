import type { ValidationTargets } from 'hono';
import { validator } from 'hono/validator';
import type { z } from 'zod';
import { AppError } from './app-error';

/**
 * Validates one part of the request with a shared zod contract. Failures become VALIDATION_FAILED with the
 * issues listed; a body that is not JSON at all is refused by Hono as a 400 (MALFORMED_REQUEST).
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(target: Target, schema: Schema) {
  return validator(target, (value): z.output<Schema> => {
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
      const summary = issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join('; ');
      throw new AppError('VALIDATION_FAILED', summary || 'The request is invalid', issues);
    }
    return parsed.data;
  });
}
