/**
 * The better-auth endpoints the app offers over HTTP; every other one answers 404. better-auth mounts many more
 * (update-user, change-email, list-accounts, …) whose rules are not ours: a name change, for one, goes through our
 * profile endpoint (modules/member), which applies the profile's length, character and rate rules.
 */
const PUBLIC_ENDPOINTS: ReadonlyArray<{ method: 'GET' | 'POST'; path: RegExp }> = [
  { method: 'POST', path: /^\/sign-up\/email$/ },
  { method: 'POST', path: /^\/sign-in\/email$/ },
  { method: 'POST', path: /^\/sign-in\/magic-link$/ },
  { method: 'GET', path: /^\/magic-link\/verify$/ },
  { method: 'POST', path: /^\/send-verification-email$/ },
  { method: 'GET', path: /^\/verify-email$/ },
  { method: 'POST', path: /^\/sign-in\/social$/ },
  // OAuth providers return by GET, some by a form POST.
  { method: 'GET', path: /^\/callback\/[a-z]+$/ },
  { method: 'POST', path: /^\/callback\/[a-z]+$/ },
  { method: 'GET', path: /^\/get-session$/ },
  { method: 'POST', path: /^\/sign-out$/ },
  { method: 'GET', path: /^\/error$/ },
];

/** Whether `method` on `path` (below /api/auth) is an endpoint the app offers. */
export function isPublicAuthEndpoint(method: string, path: string): boolean {
  return PUBLIC_ENDPOINTS.some((endpoint) => endpoint.method === method && endpoint.path.test(path));
}
