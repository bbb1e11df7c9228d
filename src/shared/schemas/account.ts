import { z } from 'zod';

export const ROLES = ['user', 'moderator', 'admin'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

/** GET /api/me: the signed-in user and their role (401 UNAUTHENTICATED when signed out). */
export const MeSchema = z.object({
  user: z.object({ id: z.string(), name: z.string(), email: z.string(), emailVerified: z.boolean() }),
  role: RoleSchema,
});
export type Me = z.infer<typeof MeSchema>;

/** GET /api/session: the same answer as /api/me, or null when signed out (always 200). */
export const SessionResponseSchema = z.object({ me: MeSchema.nullable() });
export type SessionResponse = z.infer<typeof SessionResponseSchema>;

/** GET /api/me/progress: spec §3 user_progress with the bar's figures (shared/assessment/levels.ts). */
export const ProgressSchema = z.object({
  level: z.number().int(),
  totalXp: z.number().int(),
  levelStartXp: z.number().int(),
  nextLevelXp: z.number().int(),
  percent: z.number().int(),
  almostThere: z.boolean(),
});
export type Progress = z.infer<typeof ProgressSchema>;

/** Reported when XP was added (spec §7 add_xp_to_user: level_up and level). */
export const XpAwardSchema = z.object({ levelUp: z.boolean(), level: z.number().int(), totalXp: z.number().int() });
export type XpAward = z.infer<typeof XpAwardSchema>;

/** GET /api/auth-options (public): which sign-in providers this installation has keys for. */
export const AuthOptionsSchema = z.object({ google: z.boolean(), microsoft: z.boolean() });
export type AuthOptions = z.infer<typeof AuthOptionsSchema>;

/** GET /api/admin/users?q= (admin only). */
export const AdminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: RoleSchema,
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;
export const AdminUsersQuerySchema = z.object({ q: z.string().trim().max(200).optional() });
export const AdminUsersResponseSchema = z.object({ users: z.array(AdminUserSchema) });
export type AdminUsersResponse = z.infer<typeof AdminUsersResponseSchema>;
export const AdminUserParamsSchema = z.object({ userId: z.string().min(1).max(100) });
/** PUT /api/admin/users/:userId/role (admin only); 409 LAST_ADMIN when it would leave no admin. */
export const SetRoleBodySchema = z.object({ role: RoleSchema });
export type SetRoleBody = z.infer<typeof SetRoleBodySchema>;

/** GET /api/admin/results?q= (moderator and admin): test_results joined with the test (member-area §3, §5). */
export const AdminResultSchema = z.object({
  id: z.string(),
  fullName: z.string().nullable(),
  email: z.string().nullable(),
  iqScore: z.number().int(),
  completedAt: z.string(),
  timeTakenSeconds: z.number().int(),
  paymentStatus: z.enum(['completed', 'pending', 'failed']),
  testTitle: z.string(),
  testType: z.string(),
});
export type AdminResult = z.infer<typeof AdminResultSchema>;
export const AdminResultsQuerySchema = z.object({ q: z.string().trim().max(200).optional() });
export const AdminResultsResponseSchema = z.object({ results: z.array(AdminResultSchema) });
export type AdminResultsResponse = z.infer<typeof AdminResultsResponseSchema>;
