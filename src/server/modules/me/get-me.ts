import type { Me } from '../../../shared/schemas/account';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../lib/app-env';
import { getRole } from '../roles/get-role';

/** GET /api/me: the signed-in user and their role, read from the server on every call (never trusted from the client). */
export async function getMe(db: Db, user: SessionUser): Promise<Me> {
  return { user: { id: user.id, name: user.name, email: user.email, emailVerified: user.emailVerified }, role: await getRole(db, user.id) };
}
