import { Hono } from 'hono';
import type { AuthOptions } from '../../../shared/schemas/account';
import type { AppEnv } from '../../lib/app-env';
import { authOptions } from './auth-settings';

/** Public: which sign-in buttons the client should show. */
export const authOptionsRoutes = new Hono<AppEnv>().get('/', (c) => c.json<AuthOptions>(authOptions(c.get('deps').authSettings)));
