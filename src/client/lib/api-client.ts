import { hc } from 'hono/client';
import type { ApiType } from '../../server/app';

/** The typed API client; request and response types come from the server's routes. */
export const api = hc<ApiType>('/api', { init: { credentials: 'same-origin' } });
