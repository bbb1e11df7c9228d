export { RequireAdmin } from './components/require-admin';
export { RequireUser } from './components/require-user';
export { SignOutButton } from './components/sign-out-button';
export { ACCOUNT_QUERY_KEY, useMe } from './hooks/use-me';
export { SESSION_QUERY_KEY, useSession } from './hooks/use-session';
export { useSignOut } from './hooks/use-sign-out';
export { toastAccessDenied } from './lib/access-denied';
export { safeRedirect, signInPathFor } from './lib/safe-redirect';
