import { createHmac } from 'node:crypto';

/**
 * The secret the sandbox signs its events with, in Stripe's format. Derived from the auth secret, so every process
 * of one installation (and its tests and benchmarks) agrees on it without another setting.
 */
export function sandboxWebhookSecret(authSecret: string): string {
  return `whsec_${createHmac('sha256', authSecret).update('sandbox-webhook-signing').digest('base64url')}`;
}
