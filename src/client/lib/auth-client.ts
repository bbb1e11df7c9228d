import { magicLinkClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

/**
 * The one better-auth client of the app (endpoints under /api/auth on this origin). The header imports it on the
 * prerendered pages too: while prerendering in Node there is no window, the client never fetches there, and any
 * absolute origin satisfies its constructor. The session is read once on start (spec §4), not again on focus.
 */
export const authClient = createAuthClient({
  baseURL: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  basePath: '/api/auth',
  plugins: [magicLinkClient()],
  sessionOptions: { refetchOnWindowFocus: false },
});

