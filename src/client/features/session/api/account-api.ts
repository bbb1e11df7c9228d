import type { Me } from '@shared/schemas/account';
import { api } from '@/lib/api-client';
import { call } from '@/lib/api-error';

/** GET /api/me: the signed-in user and their role. */
export function fetchMe(): Promise<Me> {
  return call(api.me.$get());
}

/** GET /api/session: the signed-in account, or null when signed out (never a failed request). */
export async function fetchSession(): Promise<Me | null> {
  return (await call(api.session.$get())).me;
}
