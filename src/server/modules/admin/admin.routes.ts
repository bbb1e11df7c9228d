import { Hono } from 'hono';
import {
  AdminResultsQuerySchema,
  AdminUserParamsSchema,
  AdminUsersQuerySchema,
  SetRoleBodySchema,
  type AdminResultsResponse,
  type AdminUsersResponse,
} from '../../../shared/schemas/account';
import type { AppEnv } from '../../lib/app-env';
import { validate } from '../../lib/validate';
import { requireRole } from '../auth/session';
import { setRole } from '../roles/set-role';
import { listResults } from './list-results';
import { listUsers } from './list-users';

/**
 * The admin portal's API. Users and roles are the admin's alone; the results list is also open to moderators
 * (PRODUCT.md: a moderator may read and export results, nothing else there).
 */
export const adminRoutes = new Hono<AppEnv>()
  .get('/users', requireRole('admin'), validate('query', AdminUsersQuerySchema), async (c) =>
    c.json<AdminUsersResponse>({ users: await listUsers(c.get('deps').db, c.req.valid('query').q) }),
  )
  .put('/users/:userId/role', requireRole('admin'), validate('param', AdminUserParamsSchema), validate('json', SetRoleBodySchema), async (c) =>
    c.json(await setRole(c.get('deps').db, { userId: c.req.valid('param').userId, role: c.req.valid('json').role })),
  )
  .get('/results', requireRole('admin', 'moderator'), validate('query', AdminResultsQuerySchema), async (c) =>
    c.json<AdminResultsResponse>({ results: await listResults(c.get('deps').db, c.req.valid('query').q) }),
  );
