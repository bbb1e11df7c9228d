import type { AuthOptions } from '@shared/schemas/account';
import { api } from '@/lib/api-client';
import { call } from '@/lib/api-error';

/** GET /api/auth-options: the sign-in providers this installation has keys for. */
export function fetchAuthOptions(): Promise<AuthOptions> {
  return call(api['auth-options'].$get());
}
